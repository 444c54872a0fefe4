<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>PlaybookCharts</name>
    <message>
        <source>%1 operators (%2)</source>
        <translation>%1 Operatoren (%2)</translation>
    </message>
</context>
<context>
    <name>PlaybookPdf</name>
    <message>
        <source>AccelPlan playbook: %1</source>
        <translation>AccelPlan-Playbook: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>Playbook</translation>
    </message>
    <message>
        <source>Project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Tool version</source>
        <translation>Programmversion</translation>
    </message>
    <message>
        <source>Price book</source>
        <translation>Preisbuch</translation>
    </message>
    <message>
        <source>newest price dated %1</source>
        <translation>neuester Preis vom %1</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>Studies</source>
        <translation>Studien</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>ap::AboutDialog</name>
    <message>
        <source>Calibration (measured runs)</source>
        <translation>Kalibrierung (gemessene Läufe)</translation>
    </message>
    <message>
        <source>Hardware catalog (devices)</source>
        <translation>Hardwarekatalog (Geräte)</translation>
    </message>
    <message>
        <source>Price book (price points)</source>
        <translation>Preisbuch (Preispunkte)</translation>
    </message>
    <message>
        <source>Sites (places to run)</source>
        <translation>Standorte (Ausführungsorte)</translation>
    </message>
    <message>
        <source>About AccelPlan</source>
        <translation>Über AccelPlan</translation>
    </message>
    <message>
        <source>&lt;h3&gt;AccelPlan %1&lt;/h3&gt;&lt;p&gt;Plans compute: which CPUs, GPUs or TPUs, where to run them, and what they really cost.&lt;/p&gt;&lt;p&gt;Licence: proprietary (LicenseRef-proprietary). Built with Qt %2 and QCustomPlot.&lt;/p&gt;&lt;p&gt;Roofline after Williams, Waterman and Patterson, &lt;i&gt;Communications of the ACM&lt;/i&gt; 52(4), 2009. Every figure of the data below names its source (datasheet, paper, price page) in the data files and in the tooltips.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AccelPlan %1&lt;/h3&gt;&lt;p&gt;Plant Rechenkapazität: welche CPUs, GPUs oder TPUs, wo sie laufen und was sie wirklich kosten.&lt;/p&gt;&lt;p&gt;Lizenz: proprietär (LicenseRef-proprietary). Erstellt mit Qt %2 und QCustomPlot.&lt;/p&gt;&lt;p&gt;Roofline nach Williams, Waterman und Patterson, &lt;i&gt;Communications of the ACM&lt;/i&gt; 52(4), 2009. Jede Zahl der unten aufgeführten Daten nennt ihre Quelle (Datenblatt, Veröffentlichung, Preisseite) in den Datendateien und in den Tooltips.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Data shipped with this version:</source>
        <translation>Mit dieser Version ausgelieferte Daten:</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Dated</source>
        <translation>Datiert</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>undatiert</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Prices date quickly: override them with your own quotes (Hardware view, Set Price…) before you decide on them.</source>
        <translation>Preise veralten schnell: Ersetzen Sie sie durch Ihre eigenen Angebote (Ansicht Hardware, Preis festlegen …), bevor Sie auf ihrer Grundlage entscheiden.</translation>
    </message>
</context>
<context>
    <name>ap::Autosave</name>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>AccelPlan did not close normally. Unsaved changes to &quot;%1&quot; were saved at %2. Restore them?</source>
        <translation>AccelPlan wurde nicht normal beendet. Ungespeicherte Änderungen an „%1“ wurden um %2 gesichert. Wiederherstellen?</translation>
    </message>
    <message>
        <source>The project had never been saved.</source>
        <translation>Das Projekt wurde nie gespeichert.</translation>
    </message>
    <message>
        <source>Project file: %1</source>
        <translation>Projektdatei: %1</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Keep for Later</source>
        <translation>Für später aufheben</translation>
    </message>
    <message>
        <source>The recovered project could not be read: %1</source>
        <translation>Das wiederhergestellte Projekt konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ap::BreakdownChart</name>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Speicher pro Gerät</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>per device</source>
        <translation>pro Gerät</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>usable %1 GB</source>
        <translation>nutzbar %1 GB</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>pro Schritt</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Tensor comm.</source>
        <translation>Tensor-Komm.</translation>
    </message>
    <message>
        <source>Pipeline comm.</source>
        <translation>Pipeline-Komm.</translation>
    </message>
    <message>
        <source>Expert comm.</source>
        <translation>Experten-Komm.</translation>
    </message>
    <message>
        <source>Context comm.</source>
        <translation>Kontext-Komm.</translation>
    </message>
    <message>
        <source>Data-parallel comm. (exposed)</source>
        <translation>Datenparallele Komm. (nicht überdeckt)</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>step %1 s</source>
        <translation>Schritt %1 s</translation>
    </message>
    <message>
        <source>Host offload (exposed)</source>
        <translation>Auslagerung in den Host (nicht überdeckt)</translation>
    </message>
</context>
<context>
    <name>ap::BuyVsRentChart</name>
    <message>
        <source>Buy vs rent: cumulative cost</source>
        <translation>Kaufen oder mieten: kumulierte Kosten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Kumulierte Kosten</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>%1, month %2: %3 so far</source>
        <translation>%1, Monat %2: bisher %3</translation>
    </message>
    <message>
        <source>%1 (this placement)</source>
        <translation>%1 (diese Platzierung)</translation>
    </message>
    <message>
        <source>%1 (alternative)</source>
        <translation>%1 (Alternative)</translation>
    </message>
    <message>
        <source>break-even: month %1</source>
        <translation>Break-even: Monat %1</translation>
    </message>
    <message>
        <source>No break-even within the horizon</source>
        <translation>Kein Break-even innerhalb des Zeithorizonts</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ap::CalibrationDialog</name>
    <message>
        <source>infeasible</source>
        <translation>nicht machbar</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>&amp;Anpassen</translation>
    </message>
    <message>
        <source>&amp;Save Calibration…</source>
        <translation>Kalibrierung &amp;speichern…</translation>
    </message>
    <message>
        <source>Calibrate from Measurements</source>
        <translation>Aus Messungen kalibrieren</translation>
    </message>
    <message>
        <source>Measurements and benchmark results</source>
        <translation>Messungen und Benchmark-Ergebnisse</translation>
    </message>
    <message>
        <source>calibrate&apos;s CSV, vLLM bench serve --save-result JSON, SGLang bench_serving JSONL, trtllm-bench report, MLPerf mlperf_log_summary.txt, nccl-tests output</source>
        <translation>CSV von calibrate, JSON von vLLM bench serve --save-result, JSONL von SGLang bench_serving, Bericht von trtllm-bench, mlperf_log_summary.txt von MLPerf, Ausgabe von nccl-tests</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Add Measurements</source>
        <translation>Messungen hinzufügen</translation>
    </message>
    <message>
        <source>Measurements and results (*.csv *.json *.jsonl *.txt *.log);;All files (*)</source>
        <translation>Messungen und Ergebnisse (*.csv *.json *.jsonl *.txt *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>What the files do not say</source>
        <translation>Was die Dateien nicht angeben</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>From the file</source>
        <translation>Aus der Datei</translation>
    </message>
    <message>
        <source>Weights&apos; precision:</source>
        <translation>Genauigkeit der Gewichte:</translation>
    </message>
    <message>
        <source>From the file, else 1</source>
        <translation>Aus der Datei, sonst 1</translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation>Tensor-Parallelität:</translation>
    </message>
    <message>
        <source>From the file, else tensor parallel</source>
        <translation>Aus der Datei, sonst die Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Devices in the run:</source>
        <translation>Geräte im Lauf:</translation>
    </message>
    <message>
        <source>Input tokens per request:</source>
        <translation>Eingabe-Tokens pro Anfrage:</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation>All-to-All</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <source>nccl-tests collective:</source>
        <translation>Kollektive Operation (nccl-tests):</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>Vorhersage vorher</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>Vorhersage nachher</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>Fehler vorher</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>Fehler nachher</translation>
    </message>
    <message>
        <source>Save Calibration</source>
        <translation>Kalibrierung speichern</translation>
    </message>
    <message>
        <source>Calibration (*.json)</source>
        <translation>Kalibrierung (*.json)</translation>
    </message>
    <message>
        <source>Add a measurements or benchmark result file first.</source>
        <translation>Fügen Sie zuerst eine Mess- oder Benchmark-Ergebnisdatei hinzu.</translation>
    </message>
    <message>
        <source>Fitting…</source>
        <translation>Anpassung läuft…</translation>
    </message>
    <message>
        <source>request latency (s)</source>
        <translation>Anfragelatenz (s)</translation>
    </message>
    <message>
        <source>training tokens/s</source>
        <translation>Trainings-Tokens/s</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>collective time (µs)</source>
        <translation>Kollektivzeit (µs)</translation>
    </message>
    <message>
        <source>Fitted on %1 measurements.</source>
        <translation>An %1 Messungen angepasst.</translation>
    </message>
    <message>
        <source>Fabric: link efficiency %1 (was %2).</source>
        <translation>Netz: Link-Effizienz %1 (vorher %2).</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>measurements CSV</source>
        <translation>Messungen (CSV)</translation>
    </message>
    <message>
        <source>vLLM bench serve JSON</source>
        <translation>JSON von vLLM bench serve</translation>
    </message>
    <message>
        <source>SGLang bench_serving JSONL</source>
        <translation>JSONL von SGLang bench_serving</translation>
    </message>
    <message>
        <source>trtllm-bench report</source>
        <translation>Bericht von trtllm-bench</translation>
    </message>
    <message>
        <source>MLPerf LoadGen summary</source>
        <translation>Zusammenfassung von MLPerf LoadGen</translation>
    </message>
    <message>
        <source>nccl-tests output</source>
        <translation>Ausgabe von nccl-tests</translation>
    </message>
    <message>
        <source>&amp;Use for This Project</source>
        <translation>Für dieses Projekt &amp;verwenden</translation>
    </message>
    <message>
        <source>Save the fitted parameters beside the project and evaluate it with them (Edit &gt; Undo goes back)</source>
        <translation>Die angepassten Parameter neben dem Projekt speichern und es damit berechnen (Bearbeiten &gt; Rückgängig macht es rückgängig)</translation>
    </message>
    <message>
        <source>Use for This Project evaluates the open project with the fitted parameters (its &quot;calibration&quot;; Edit &gt; Undo goes back). Save Calibration writes a file other projects can reference.</source>
        <translation>„Für dieses Projekt verwenden“ berechnet das geöffnete Projekt mit den angepassten Parametern (seine „calibration“; Bearbeiten &gt; Rückgängig macht es rückgängig). „Kalibrierung speichern“ schreibt eine Datei, auf die andere Projekte verweisen können.</translation>
    </message>
    <message>
        <source>Saved %1; the project now uses it (Edit &gt; Undo goes back).</source>
        <translation>%1 gespeichert; das Projekt verwendet sie jetzt (Bearbeiten &gt; Rückgängig macht es rückgängig).</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>TTFT median error %1 before, %2 after.</source>
        <translation>TTFT: Median-Fehler %1 vorher, %2 nachher.</translation>
    </message>
    <message>
        <source>TPOT median error %1 before, %2 after.</source>
        <translation>TPOT: Median-Fehler %1 vorher, %2 nachher.</translation>
    </message>
</context>
<context>
    <name>ap::CandidateTableModel</name>
    <message>
        <source>TP%1</source>
        <translation>TP%1</translation>
    </message>
    <message>
        <source>PP%1</source>
        <translation>PP%1</translation>
    </message>
    <message>
        <source>CP%1</source>
        <translation>CP%1</translation>
    </message>
    <message>
        <source>EP%1</source>
        <translation>EP%1</translation>
    </message>
    <message>
        <source>DP%1</source>
        <translation>DP%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n replica(s), batch %2</source>
        <translation>
            <numerusform>%1 × %n Replikat, Batch %2</numerusform>
            <numerusform>%1 × %n Replikate, Batch %2</numerusform>
        </translation>
    </message>
    <message>
        <source>owned</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>nach Bedarf</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 Jahre</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>%1 (fallback %2)</source>
        <translation>%1 (Ausweichstandort %2)</translation>
    </message>
    <message>
        <source>Bound by: %1</source>
        <translation>Begrenzt durch: %1</translation>
    </message>
    <message>
        <source>Price confidence: %1</source>
        <translation>Preisverlässlichkeit: %1</translation>
    </message>
    <message>
        <source>Risk made of:</source>
        <translation>Das Risiko setzt sich zusammen aus:</translation>
    </message>
    <message>
        <source>  %1: %2 %</source>
        <translation>  %1: %2 %</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>  %1</source>
        <translation>  %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>column title (unit)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Layout (TP/PP/DP)</source>
        <translation>Aufteilung (TP/PP/DP)</translation>
    </message>
    <message>
        <source>Layout (replicas)</source>
        <translation>Aufteilung (Replikate)</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Beschaffung</translation>
    </message>
    <message>
        <source>Risk (%)</source>
        <translation>Risiko (%)</translation>
    </message>
    <message>
        <source>Availability (%)</source>
        <translation>Verfügbarkeit (%)</translation>
    </message>
</context>
<context>
    <name>ap::CashFlowChart</name>
    <message>
        <source>Cost over time</source>
        <translation>Kosten über die Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Kumulierte Kosten</translation>
    </message>
    <message>
        <source>Monthly cash flow</source>
        <translation>Monatlicher Zahlungsstrom</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>Month %1: %2 so far</source>
        <translation>Monat %1: bisher %2</translation>
    </message>
</context>
<context>
    <name>ap::CatalogLoad</name>
    <message>
        <source>The built-in catalog could not be read: %1</source>
        <translation>Der eingebaute Katalog konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Your catalog was not loaded, the built-in catalog is used instead.
%1</source>
        <translation>Ihr Katalog wurde nicht geladen, stattdessen wird der eingebaute Katalog verwendet.
%1</translation>
    </message>
</context>
<context>
    <name>ap::CatalogModel</name>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <extracomment>Scale-up bandwidth per device and the number of devices in the domain</extracomment>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Herkunft: %1</translation>
    </message>
    <message>
        <source>Dense peak, no sparsity</source>
        <translation>Dichte Spitzenleistung, ohne Sparsity</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>No scale-up link</source>
        <translation>Keine Scale-up-Verbindung</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n device(s) per domain</source>
        <translation>
            <numerusform>%1, %2, %n Gerät pro Domäne</numerusform>
            <numerusform>%1, %2, %n Geräte pro Domäne</numerusform>
        </translation>
    </message>
    <message>
        <source>Per device, one direction</source>
        <translation>Pro Gerät, eine Richtung</translation>
    </message>
    <message>
        <source>No scale-out link</source>
        <translation>Keine Scale-out-Verbindung</translation>
    </message>
    <message>
        <source>Not published</source>
        <translation>Nicht veröffentlicht</translation>
    </message>
    <message>
        <source>No public price</source>
        <translation>Kein öffentlicher Preis</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>Stand: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>BF16
TFLOP/s</source>
        <translation>BF16
TFLOP/s</translation>
    </message>
    <message>
        <source>FP8
TFLOP/s</source>
        <translation>FP8
TFLOP/s</translation>
    </message>
    <message>
        <source>FP32
TFLOP/s</source>
        <translation>FP32
TFLOP/s</translation>
    </message>
    <message>
        <source>Memory
GB</source>
        <translation>Speicher
GB</translation>
    </message>
    <message>
        <source>Memory
TB/s</source>
        <translation>Speicher
TB/s</translation>
    </message>
    <message>
        <source>Scale-up
GB/s (domain)</source>
        <translation>Scale-up
GB/s (Domäne)</translation>
    </message>
    <message>
        <source>Scale-out
GB/s</source>
        <translation>Scale-out
GB/s</translation>
    </message>
    <message>
        <source>TDP
W</source>
        <translation>TDP
W</translation>
    </message>
    <message>
        <source>Price
USD</source>
        <translation>Preis
USD</translation>
    </message>
    <message>
        <source>Dense peak throughput in TFLOP/s (10^12 FLOP/s), without sparsity</source>
        <translation>Dichter Spitzendurchsatz in TFLOP/s (10^12 FLOP/s), ohne Sparsity</translation>
    </message>
    <message>
        <source>Device memory capacity in GB (10^9 bytes)</source>
        <translation>Speicherkapazität des Geräts in GB (10^9 Byte)</translation>
    </message>
    <message>
        <source>Device memory bandwidth in TB/s (10^12 bytes/s)</source>
        <translation>Speicherbandbreite des Geräts in TB/s (10^12 Byte/s)</translation>
    </message>
    <message>
        <source>Scale-up (NVLink, ICI, Infinity Fabric...) bandwidth per device and direction in GB/s, and the number of devices in one scale-up domain</source>
        <translation>Scale-up-Bandbreite (NVLink, ICI, Infinity Fabric …) pro Gerät und Richtung in GB/s, und die Zahl der Geräte in einer Scale-up-Domäne</translation>
    </message>
    <message>
        <source>Scale-out network bandwidth per device and direction in GB/s</source>
        <translation>Scale-out-Netzwerkbandbreite pro Gerät und Richtung in GB/s</translation>
    </message>
    <message>
        <source>Thermal design power in watts</source>
        <translation>Thermische Verlustleistung (TDP) in Watt</translation>
    </message>
    <message>
        <source>Indicative purchase price per device in US dollars</source>
        <translation>Richtpreis pro Gerät in US-Dollar</translation>
    </message>
    <message>
        <source>%1 (user)</source>
        <translation>%1 (eigener)</translation>
    </message>
    <message>
        <source>Your entry, from %1</source>
        <translation>Ihr Eintrag, aus %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point-to-point link(s): a smaller group uses only the links to its members</source>
        <translation>
            <numerusform>%n Punkt-zu-Punkt-Verbindung: eine kleinere Gruppe nutzt nur die Verbindungen zu ihren Mitgliedern</numerusform>
            <numerusform>%n Punkt-zu-Punkt-Verbindungen: eine kleinere Gruppe nutzt nur die Verbindungen zu ihren Mitgliedern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) per torus axis: a group uses the links of the axes it spans</source>
        <translation>
            <numerusform>%n Chip je Torus-Achse: eine Gruppe nutzt die Verbindungen der Achsen, die sie überspannt</numerusform>
            <numerusform>%n Chips je Torus-Achse: eine Gruppe nutzt die Verbindungen der Achsen, die sie überspannt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::CatalogPanel</name>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Show one kind of device</source>
        <translation>Nur eine Geräteart anzeigen</translation>
    </message>
    <message>
        <source>Show one vendor&apos;s devices</source>
        <translation>Nur die Geräte eines Herstellers anzeigen</translation>
    </message>
    <message>
        <source>Search name or id</source>
        <translation>Name oder ID suchen</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>&amp;Hersteller:</translation>
    </message>
    <message>
        <source>Select devices to compare them on the roofline (Ctrl+click adds one).</source>
        <translation>Geräte auswählen, um sie im Roofline-Diagramm zu vergleichen (Strg+Klick fügt eines hinzu).</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Alle Hersteller</translation>
    </message>
    <message>
        <source>&amp;Duplicate Device…</source>
        <translation>Gerät &amp;duplizieren …</translation>
    </message>
    <message>
        <source>Copy the selected device into your own catalog and edit it</source>
        <translation>Das ausgewählte Gerät in Ihren eigenen Katalog kopieren und bearbeiten</translation>
    </message>
    <message>
        <source>Set &amp;Price…</source>
        <translation>&amp;Preis festlegen …</translation>
    </message>
    <message>
        <source>A cloud or purchase price for the selected device, as a price override of a scenario of the open project</source>
        <translation>Ein Cloud- oder Kaufpreis für das ausgewählte Gerät, als Preisüberschreibung eines Szenarios des geöffneten Projekts</translation>
    </message>
    <message>
        <source>Cali&amp;brate from Measurements…</source>
        <translation>Aus Messungen &amp;kalibrieren…</translation>
    </message>
    <message>
        <source>Fit the performance model to your own benchmark results (vLLM, SGLang, trtllm-bench, MLPerf, nccl-tests, CSV)</source>
        <translation>Das Leistungsmodell an Ihre eigenen Benchmark-Ergebnisse anpassen (vLLM, SGLang, trtllm-bench, MLPerf, nccl-tests, CSV)</translation>
    </message>
</context>
<context>
    <name>ap::Commitment</name>
    <message>
        <source>on demand</source>
        <translation>on demand</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1-Jahres-Bindung</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3-Jahres-Bindung</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
</context>
<context>
    <name>ap::CompareModel</name>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallelisierung</translation>
    </message>
    <message>
        <source>TP%1 PP%2 DP%3</source>
        <translation>TP%1 PP%2 DP%3</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Machbar</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Speicher pro Gerät</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>Zuverlässigkeit</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>Unterbrechungen pro Tag</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Checkpoint-Stillstand</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Cost per useful device-hour</source>
        <translation>Kosten pro nutzbarer Gerätestunde</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <source>Energy and latency</source>
        <translation>Energie und Latenz</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>MWh</source>
        <translation>MWh</translation>
    </message>
    <message>
        <source>CO2</source>
        <translation>CO2</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>Network round trip to users</source>
        <translation>Netzwerk-Roundtrip zu den Nutzern</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Best of the compared: the lowest</source>
        <translation>Bester der verglichenen: der niedrigste</translation>
    </message>
    <message>
        <source>Best of the compared: the highest</source>
        <translation>Bester der verglichenen: der höchste</translation>
    </message>
    <message>
        <source>A recommendation candidate (not a scenario of the project)</source>
        <translation>Ein Kandidat der Empfehlung (kein Szenario des Projekts)</translation>
    </message>
    <message>
        <source>Served with the WAN down</source>
        <translation>Bei WAN-Ausfall bedient</translation>
    </message>
    <message>
        <source>Lost with the WAN down</source>
        <translation>Bei WAN-Ausfall verloren</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>Network round trip, worst users&apos; region</source>
        <translation>Netzwerk-Roundtrip, ungünstigste Nutzerregion</translation>
    </message>
    <message>
        <source>WAN down, expected</source>
        <translation>WAN-Ausfall, erwartet</translation>
    </message>
    <message>
        <source>h/year</source>
        <translation>h/Jahr</translation>
    </message>
</context>
<context>
    <name>ap::CompareView</name>
    <message>
        <source>Compare:</source>
        <translation>Vergleichen:</translation>
    </message>
    <message>
        <source>Bold on green: the best of the compared for that row. Amber: differs from the first column.</source>
        <translation>Fett auf Grün: der beste der verglichenen Werte dieser Zeile. Gelb: weicht von der ersten Spalte ab.</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>Kostenaufteilung</translation>
    </message>
    <message>
        <source>Buy vs rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Storage bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <source>&amp;Plots for:</source>
        <translation>&amp;Diagramme für:</translation>
    </message>
    <message>
        <source>No compared scenario has a placement (cost)</source>
        <translation>Kein verglichenes Szenario hat eine Platzierung (Kosten)</translation>
    </message>
    <message>
        <source>Needs a feasible placement and an alternative site</source>
        <translation>Benötigt eine machbare Platzierung und einen alternativen Standort</translation>
    </message>
    <message>
        <source>Needs a served (inference) scenario with a placement</source>
        <translation>Benötigt ein bedientes (Inferenz-)Szenario mit Platzierung</translation>
    </message>
    <message>
        <source>Needs a training scenario</source>
        <translation>Benötigt ein Trainingsszenario</translation>
    </message>
    <message>
        <source>Remove Candidates</source>
        <translation>Kandidaten entfernen</translation>
    </message>
    <message>
        <source>Take the recommendation candidates out of the comparison (Recommendation tab: select ranked candidates and press Compare to add some)</source>
        <translation>Die Kandidaten der Empfehlung aus dem Vergleich nehmen (Tab Empfehlung: bewertete Kandidaten auswählen und „Vergleichen“ drücken, um welche hinzuzufügen)</translation>
    </message>
    <message>
        <source>TTFT/TPOT vs batch</source>
        <translation>TTFT/TPOT über dem Batch</translation>
    </message>
    <message>
        <source>Network share</source>
        <translation>Netzwerkanteil</translation>
    </message>
    <message>
        <source>Candidate: %1</source>
        <translation>Kandidat: %1</translation>
    </message>
    <message>
        <source>A recommendation candidate, not a scenario of the project</source>
        <translation>Ein Kandidat der Empfehlung, kein Szenario des Projekts</translation>
    </message>
    <message>
        <source>Needs a feasible placement with a site</source>
        <translation>Benötigt eine machbare Platzierung mit Standort</translation>
    </message>
    <message>
        <source>Needs a compared served (inference) scenario</source>
        <translation>Benötigt ein verglichenes bedientes (Inferenz-)Szenario</translation>
    </message>
    <message>
        <source>Needs a compared feasible served scenario</source>
        <translation>Benötigt ein verglichenes, machbares bedientes Szenario</translation>
    </message>
</context>
<context>
    <name>ap::Confidence</name>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
</context>
<context>
    <name>ap::CostBreakdownChart</name>
    <message>
        <source>Compute (rent, API)</source>
        <translation>Rechnen (Miete, API)</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>Network (fabric)</source>
        <translation>Netzwerk (Fabric)</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicherung</translation>
    </message>
    <message>
        <source>Egress and transfers</source>
        <translation>Egress und Übertragungen</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Rechenzentrum</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <source>Stalls and lost work</source>
        <translation>Stillstände und verlorene Arbeit</translation>
    </message>
    <message>
        <source>Where the money goes</source>
        <translation>Wohin das Geld geht</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>Kosten über den Zeithorizont</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Fallback site</source>
        <translation>Ausweichstandort</translation>
    </message>
</context>
<context>
    <name>ap::DataClass</name>
    <message>
        <source>public</source>
        <translation>öffentlich</translation>
    </message>
    <message>
        <source>internal</source>
        <translation>intern</translation>
    </message>
    <message>
        <source>confidential</source>
        <translation>vertraulich</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>geheim</translation>
    </message>
    <message>
        <source>regulated (GDPR, EU/EEA)</source>
        <translation>reguliert (DSGVO, EU/EWR)</translation>
    </message>
    <message>
        <source>sovereign EU (EU operator)</source>
        <translation>souverän EU (Betreiber in der EU)</translation>
    </message>
    <message>
        <source>regulated (%1)</source>
        <translation>reguliert (%1)</translation>
    </message>
</context>
<context>
    <name>ap::DeviceEditorDialog</name>
    <message>
        <source>Edit Device</source>
        <translation>Gerät bearbeiten</translation>
    </message>
    <message>
        <source>Fields as in data/hardware/*.json; give every figure you change its source. Saved to %1, merged over the built-in catalog (an existing id is corrected).</source>
        <translation>Felder wie in data/hardware/*.json; geben Sie für jede geänderte Zahl die Quelle an. Gespeichert in %1, über den eingebauten Katalog gelegt (eine vorhandene ID wird korrigiert).</translation>
    </message>
    <message>
        <source>The text is not valid JSON.</source>
        <translation>Der Text ist kein gültiges JSON.</translation>
    </message>
</context>
<context>
    <name>ap::EgressChart</name>
    <message>
        <source>Egress economics</source>
        <translation>Egress-Wirtschaftlichkeit</translation>
    </message>
    <message>
        <source>Data sent out per month</source>
        <translation>Pro Monat ausgehende Daten</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>Egress bill per month</source>
        <translation>Egress-Rechnung pro Monat</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>%1 (this site&apos;s provider)</source>
        <translation>%1 (Anbieter dieses Standorts)</translation>
    </message>
    <message>
        <source>%1: from %2 TB a month, %3 per GB</source>
        <translation>%1: ab %2 TB im Monat, %3 pro GB</translation>
    </message>
    <message>
        <source>Free egress:</source>
        <translation>Kostenloser Egress:</translation>
    </message>
    <message>
        <source>Dots: where a cheaper price tier starts</source>
        <translation>Punkte: wo eine günstigere Preisstufe beginnt</translation>
    </message>
    <message>
        <source>This scenario: %1 TB/month, %2 a month</source>
        <translation>Dieses Szenario: %1 TB/Monat, %2 im Monat</translation>
    </message>
    <message>
        <source>Monthly cost %1 = egress %2 + compute and purchase %3 + every other cost %4</source>
        <translation>Monatliche Kosten %1 = Egress %2 + Rechenleistung und Kauf %3 + alle übrigen Kosten %4</translation>
    </message>
    <message>
        <source>Compute and purchase: %1 a month</source>
        <translation>Rechenleistung und Kauf: %1 im Monat</translation>
    </message>
    <message>
        <source>Compute (or purchase) per month: an egress bill above it pays for moving the compute to the data</source>
        <translation>Rechenkosten (oder Kauf) pro Monat: eine Egress-Rechnung darüber bezahlt den Umzug der Rechenleistung zu den Daten</translation>
    </message>
    <message>
        <source>Data-gravity break-even: %1 TB/month</source>
        <translation>Break-even der Datengravitation: %1 TB/Monat</translation>
    </message>
    <message>
        <source>At %1 TB a month the egress bill on %2&apos;s tiers equals the compute (%3 a month): above it, moving the compute next to the data is cheaper than moving the data</source>
        <translation>Bei %1 TB im Monat entspricht die Egress-Rechnung nach den Stufen von %2 den Rechenkosten (%3 im Monat): darüber ist es günstiger, die Rechenleistung zu den Daten zu bringen als die Daten zu bewegen</translation>
    </message>
    <message>
        <source>move the compute beyond %1 TB/month</source>
        <translation>ab %1 TB/Monat die Rechenleistung verlagern</translation>
    </message>
</context>
<context>
    <name>ap::FieldForm</name>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>inference (serving)</source>
        <translation>Inferenz (Serving)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>full</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <source>object storage</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>parallel file system</source>
        <translation>paralleles Dateisystem</translation>
    </message>
    <message>
        <source>local NVMe</source>
        <translation>lokale NVMe</translation>
    </message>
    <message>
        <source>rail-optimised</source>
        <translation>Rail-optimiert</translation>
    </message>
    <message>
        <source>fat tree</source>
        <translation>Fat Tree</translation>
    </message>
    <message>
        <source>2D torus</source>
        <translation>2D-Torus</translation>
    </message>
    <message>
        <source>3D torus</source>
        <translation>3D-Torus</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>Optimiererzustand</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>optimizer state and activations</source>
        <translation>Optimiererzustand und Aktivierungen</translation>
    </message>
    <message>
        <source>paid up front</source>
        <translation>sofort bezahlt</translation>
    </message>
    <message>
        <source>financed</source>
        <translation>finanziert</translation>
    </message>
    <message>
        <source>straight-line depreciation</source>
        <translation>lineare Abschreibung</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>carbon</source>
        <translation>CO2</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
</context>
<context>
    <name>ap::FieldTable</name>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Total parameters, as published (e.g. 70B). The architecture below must describe 0.5-2x this.</source>
        <translation>Gesamtparameter wie veröffentlicht (z. B. 70B). Die Architektur unten muss das 0,5- bis 2-Fache davon beschreiben.</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Aktive Parameter</translation>
    </message>
    <message>
        <source>Parameters used per token. Default: all of them for dense models; for MoE the shared part plus the top-k experts, from the shape.</source>
        <translation>Pro Token genutzte Parameter. Standard: alle bei dichten Modellen; bei MoE der gemeinsame Teil plus die Top-k-Experten, aus der Form.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Transformer blocks (required).</source>
        <translation>Transformer-Blöcke (erforderlich).</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Versteckte Dimension</translation>
    </message>
    <message>
        <source>Model dimension d_model (required).</source>
        <translation>Modelldimension d_model (erforderlich).</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Köpfe</translation>
    </message>
    <message>
        <source>Query heads (required); tensor parallelism must divide it.</source>
        <translation>Query-Köpfe (erforderlich); die Tensor-Parallelität muss sie teilen.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention); must divide heads. Default: heads (multi-head attention).</source>
        <translation>Key/Value-Köpfe (Grouped-Query Attention); müssen die Köpfe teilen. Standard: Köpfe (Multi-Head Attention).</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Kopfgröße</translation>
    </message>
    <message>
        <source>Dimension per head. Default: hidden / heads.</source>
        <translation>Dimension pro Kopf. Standard: versteckt / Köpfe.</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN-Größe</translation>
    </message>
    <message>
        <source>Feed-forward inner dimension (per expert for MoE). Default: 4 x hidden.</source>
        <translation>Innere Feed-Forward-Dimension (pro Experte bei MoE). Standard: 4 × versteckt.</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Vocabulary size (required).</source>
        <translation>Vokabulargröße (erforderlich).</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>Experts per MoE layer. Default: 1 (a dense model).</source>
        <translation>Experten pro MoE-Schicht. Standard: 1 (ein dichtes Modell).</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Experten pro Token</translation>
    </message>
    <message>
        <source>Experts each token is routed to (top-k). Default: 1.</source>
        <translation>Experten, an die jedes Token geleitet wird (Top-k). Standard: 1.</translation>
    </message>
    <message>
        <source>Gated MLP</source>
        <translation>Gated MLP</translation>
    </message>
    <message>
        <source>SwiGLU-style MLP with three matrices. Default: the layout whose parameter count is closer to the stated total.</source>
        <translation>MLP im SwiGLU-Stil mit drei Matrizen. Standard: die Anordnung, deren Parameterzahl näher an der angegebenen Gesamtzahl liegt.</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Gekoppelte Embeddings</translation>
    </message>
    <message>
        <source>Input and output embeddings share one matrix. Default: no.</source>
        <translation>Ein- und Ausgabe-Embeddings teilen sich eine Matrix. Standard: nein.</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Route factor</source>
        <translation>Streckenfaktor</translation>
    </message>
    <message>
        <source>Fibre route length / great-circle distance (1-10). Default: see docs/placement-and-costs.md.</source>
        <translation>Länge der Glasfaserstrecke / Großkreisentfernung (1–10). Standard: siehe docs/placement-and-costs.md.</translation>
    </message>
    <message>
        <source>Hops</source>
        <translation>Hops</translation>
    </message>
    <message>
        <source>Router hops on the path.</source>
        <translation>Router-Hops auf dem Pfad.</translation>
    </message>
    <message>
        <source>Delay per hop</source>
        <translation>Verzögerung pro Hop</translation>
    </message>
    <message>
        <source>Queueing and forwarding per hop.</source>
        <translation>Warteschlangen und Weiterleitung pro Hop.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>Link speed, in bits (&quot;10G&quot;, &quot;400 Gb/s&quot;).</source>
        <translation>Verbindungsgeschwindigkeit in Bit („10G“, „400 Gb/s“).</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>Fraction of time the path is up (&quot;99.95 %&quot;).</source>
        <translation>Zeitanteil, in dem der Pfad verfügbar ist („99,95 %“).</translation>
    </message>
    <message>
        <source>Transfer price</source>
        <translation>Übertragungspreis</translation>
    </message>
    <message>
        <source>Price per GB sent. Default: the site&apos;s egress price from the price book.</source>
        <translation>Preis pro gesendetem GB. Standard: der Egress-Preis des Standorts aus dem Preisbuch.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Training run or serving. Switching keeps the model and precision; the other kind&apos;s fields start at stated values you then edit.</source>
        <translation>Trainingslauf oder Bereitstellung. Ein Wechsel behält Modell und Genauigkeit; die Felder der anderen Art beginnen mit angegebenen Werten, die Sie dann bearbeiten.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Tokens per training sequence.</source>
        <translation>Tokens pro Trainingssequenz.</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Trainings-Tokens</translation>
    </message>
    <message>
        <source>Tokens the run processes (&quot;15T&quot;: Llama 3).</source>
        <translation>Tokens, die der Lauf verarbeitet („15T“: Llama 3).</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <source>Sequences per optimizer step; a multiple of data x micro batch.</source>
        <translation>Sequenzen pro Optimiererschritt; ein Vielfaches von Daten × Micro-Batch.</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Sequences per pipeline micro-batch. Default: 1.</source>
        <translation>Sequenzen pro Pipeline-Micro-Batch. Standard: 1.</translation>
    </message>
    <message>
        <source>Activation recompute</source>
        <translation>Aktivierungs-Neuberechnung</translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass to save memory. Default: selective (Korthikanti et al. 2022).</source>
        <translation>Aktivierungen im Rückwärtsdurchlauf neu berechnen, um Speicher zu sparen. Standard: selektiv (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Attention-Kernel</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <source>Prompt length per request.</source>
        <translation>Prompt-Länge pro Anfrage.</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica, or &quot;max&quot;: the largest that fits memory, max batch and the SLOs. Default: max.</source>
        <translation>Gleichzeitige Sequenzen pro Replikat, oder „max“: die größte Zahl, die in Speicher, Max-Batch und SLOs passt. Standard: max.</translation>
    </message>
    <message>
        <source>Max batch</source>
        <translation>Max. Batch</translation>
    </message>
    <message>
        <source>The serving engine&apos;s batch limit. Default: 2048.</source>
        <translation>Batch-Grenze der Serving-Engine. Standard: 2048.</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>Genauigkeit des KV-Cache</translation>
    </message>
    <message>
        <source>Number format of the KV cache. Default: the precision.</source>
        <translation>Zahlenformat des KV-Cache. Standard: die Genauigkeit.</translation>
    </message>
    <message>
        <source>TTFT objective</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <source>TPOT objective</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <source>Time per output token the batch must meet. Default: none.</source>
        <translation>Zeit pro Ausgabe-Token, die der Batch einhalten muss. Standard: keines.</translation>
    </message>
    <message>
        <source>Prefill devices</source>
        <translation>Prefill-Geräte</translation>
    </message>
    <message>
        <source>Disaggregated serving: devices that only prefill (a multiple of tensor x pipeline). Default: none, every replica prefills and decodes.</source>
        <translation>Disaggregiertes Serving: Geräte, die nur Prefill ausführen (ein Vielfaches von Tensor × Pipeline). Standard: keine, jedes Replikat macht Prefill und Decode.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Online evaluation</source>
        <translation>Online-Bewertung</translation>
    </message>
    <message>
        <source>Judge sampled traffic</source>
        <translation>Stichprobe des Verkehrs bewerten</translation>
    </message>
    <message>
        <source>A judge model scores a sample of the responses on the same devices. Starts as the served model judging 5 % of requests.</source>
        <translation>Ein Bewertungsmodell beurteilt eine Stichprobe der Antworten auf denselben Geräten. Beginnt mit dem bereitgestellten Modell, das 5 % der Anfragen bewertet.</translation>
    </message>
    <message>
        <source>Sample fraction</source>
        <translation>Stichprobenanteil</translation>
    </message>
    <message>
        <source>Share of requests judged (&quot;5 %&quot;).</source>
        <translation>Anteil der bewerteten Anfragen („5 %“).</translation>
    </message>
    <message>
        <source>Judge input tokens</source>
        <translation>Eingabe-Tokens der Bewertung</translation>
    </message>
    <message>
        <source>Prompt of one judgement. Default: the request&apos;s input plus output tokens.</source>
        <translation>Prompt einer Bewertung. Standard: Eingabe- plus Ausgabe-Tokens der Anfrage.</translation>
    </message>
    <message>
        <source>Judge output tokens</source>
        <translation>Ausgabe-Tokens der Bewertung</translation>
    </message>
    <message>
        <source>Tokens of one verdict. Default: 16.</source>
        <translation>Tokens eines Urteils. Standard: 16.</translation>
    </message>
    <message>
        <source>Cluster and parallelism</source>
        <translation>Cluster und Parallelisierung</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Accelerator, from the hardware catalog (required).</source>
        <translation>Beschleuniger aus dem Hardwarekatalog (erforderlich).</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Devices in the cluster (required): tensor x pipeline x context x data.</source>
        <translation>Geräte im Cluster (erforderlich): Tensor × Pipeline × Kontext × Daten.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-parallel</translation>
    </message>
    <message>
        <source>Devices one layer is split over (Megatron-LM). Default: 1.</source>
        <translation>Geräte, auf die eine Schicht verteilt wird (Megatron-LM). Standard: 1.</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-parallel</translation>
    </message>
    <message>
        <source>Pipeline stages. Default: 1.</source>
        <translation>Pipeline-Stufen. Standard: 1.</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>Datenparallel</translation>
    </message>
    <message>
        <source>Model replicas. Default: count / (tensor x pipeline x context).</source>
        <translation>Modellreplikate. Standard: Anzahl / (Tensor × Pipeline × Kontext).</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Experten-parallel</translation>
    </message>
    <message>
        <source>Devices the experts are spread over, carved out of data x tensor x context. Default: 1.</source>
        <translation>Geräte, auf die die Experten verteilt werden, aus Daten × Tensor × Kontext. Standard: 1.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontext-parallel</translation>
    </message>
    <message>
        <source>Devices a sequence is split over (ring attention). Default: 1.</source>
        <translation>Geräte, auf die eine Sequenz verteilt wird (Ring Attention). Standard: 1.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>Optimizer state (1), gradients (2) and weights (3) sharded over data ranks (Rajbhandari et al. 2020). Default: 1 for training, 0 for serving.</source>
        <translation>Optimiererzustand (1), Gradienten (2) und Gewichte (3) über die Datenränge verteilt (Rajbhandari et al. 2020). Standard: 1 für Training, 0 für Serving.</translation>
    </message>
    <message>
        <source>Virtual pipeline</source>
        <translation>Virtuelle Pipeline</translation>
    </message>
    <message>
        <source>Model chunks per pipeline rank (interleaved 1F1B, Narayanan et al. 2021). Default: 1.</source>
        <translation>Modellstücke pro Pipeline-Rang (verschachteltes 1F1B, Narayanan et al. 2021). Standard: 1.</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Netzwerk-Fabric</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Scale-out network. Default: rail-optimised fat tree for GPUs, the ICI torus for TPUs.</source>
        <translation>Scale-out-Netzwerk. Standard: rail-optimierter Fat Tree für GPUs, der ICI-Torus für TPUs.</translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation>Switch-Radix</translation>
    </message>
    <message>
        <source>Ports per switch. Default: 64 (NVIDIA Quantum-2, 64 x 400G).</source>
        <translation>Ports pro Switch. Standard: 64 (NVIDIA Quantum-2, 64 × 400G).</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <source>Leaf downlinks : uplinks. Default: 1 (non-blocking).</source>
        <translation>Leaf-Downlinks : Uplinks. Standard: 1 (blockierungsfrei).</translation>
    </message>
    <message>
        <source>Pod oversubscription</source>
        <translation>Pod-Überbuchung</translation>
    </message>
    <message>
        <source>Pods to core, for three tiers. Default: 1.</source>
        <translation>Pods zum Core, bei drei Ebenen. Standard: 1.</translation>
    </message>
    <message>
        <source>NIC per device</source>
        <translation>NIC pro Gerät</translation>
    </message>
    <message>
        <source>Scale-out link per device (&quot;400G&quot;). Default: the catalog&apos;s NIC for the device.</source>
        <translation>Scale-out-Verbindung pro Gerät („400G“). Standard: die NIC des Geräts laut Katalog.</translation>
    </message>
    <message>
        <source>Switch latency</source>
        <translation>Switch-Latenz</translation>
    </message>
    <message>
        <source>Port-to-port latency of one switch (the switch&apos;s datasheet). Each step of a collective over the scale-out network waits for the switches on its path: one between domains under one leaf, three or five through the spines. Default: 0.6 us (not a vendor figure; a cut-through switch measured adds 0.27 us).</source>
        <translation>Port-zu-Port-Latenz eines Switches (laut Datenblatt des Switches). Jeder Schritt einer kollektiven Operation über das Scale-out-Netz wartet auf die Switches auf seinem Pfad: einen zwischen Domänen unter einem Leaf, drei oder fünf über die Spines. Standard: 0,6 µs (kein Herstellerwert; ein gemessener Cut-through-Switch fügt 0,27 µs hinzu).</translation>
    </message>
    <message>
        <source>Reliability and storage</source>
        <translation>Zuverlässigkeit und Speicherung</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>Neustartzeit</translation>
    </message>
    <message>
        <source>Detect, reschedule and reload after a failure. Default: 10 min (stated assumption).</source>
        <translation>Erkennen, neu einplanen und neu laden nach einem Ausfall. Standard: 10 min (angegebene Annahme).</translation>
    </message>
    <message>
        <source>Collective timeout</source>
        <translation>Timeout kollektiver Operationen</translation>
    </message>
    <message>
        <source>Watchdog that kills a hung collective. Default: 10 min (PyTorch ProcessGroupNCCL).</source>
        <translation>Watchdog, der eine hängende kollektive Operation abbricht. Standard: 10 min (PyTorch ProcessGroupNCCL).</translation>
    </message>
    <message>
        <source>Link flaps</source>
        <translation>Link-Flaps</translation>
    </message>
    <message>
        <source>Transient link stalls. Default: 1e-4 (assumption).</source>
        <translation>Vorübergehende Verbindungsstillstände. Standard: 1e-4 (Annahme).</translation>
    </message>
    <message>
        <source>Mean flap stall</source>
        <translation>Mittlerer Flap-Stillstand</translation>
    </message>
    <message>
        <source>Mean stall of one flap. Default: 20 s (assumption).</source>
        <translation>Mittlerer Stillstand eines Flaps. Standard: 20 s (Annahme).</translation>
    </message>
    <message>
        <source>Step jitter</source>
        <translation>Schritt-Jitter</translation>
    </message>
    <message>
        <source>Coefficient of variation of one rank&apos;s step; the slowest of n ranks sets the pace. Default: 1 % (Llama 3 saw 1-2 %).</source>
        <translation>Variationskoeffizient des Schritts eines Rangs; der langsamste von n Rängen bestimmt das Tempo. Standard: 1 % (Llama 3 sah 1–2 %).</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Checkpoint-Größe</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Default: the Young/Daly optimum for the failure rate.</source>
        <translation>Standard: das Young/Daly-Optimum für die Ausfallrate.</translation>
    </message>
    <message>
        <source>Asynchronous checkpoint</source>
        <translation>Asynchroner Checkpoint</translation>
    </message>
    <message>
        <source>Copy to host memory, write in the background. Default: no.</source>
        <translation>In den Host-Speicher kopieren, im Hintergrund schreiben. Standard: nein.</translation>
    </message>
    <message>
        <source>Dataset bytes per token</source>
        <translation>Datensatz-Bytes pro Token</translation>
    </message>
    <message>
        <source>Tokenised data on disk. Default: 4 (uint32 ids).</source>
        <translation>Tokenisierte Daten auf der Platte. Standard: 4 (uint32-IDs).</translation>
    </message>
    <message>
        <source>Device-hour cost</source>
        <translation>Kosten pro Gerätestunde</translation>
    </message>
    <message>
        <source>Prices stalls and lost work (&quot;$2.10/h&quot;). Default: none.</source>
        <translation>Bepreist Stillstände und verlorene Arbeit („$2.10/h“). Standard: keine.</translation>
    </message>
    <message>
        <source>GPU failures</source>
        <translation>GPU-Ausfälle</translation>
    </message>
    <message>
        <source>Host failures</source>
        <translation>Host-Ausfälle</translation>
    </message>
    <message>
        <source>Network failures</source>
        <translation>Netzwerkausfälle</translation>
    </message>
    <message>
        <source>Software failures</source>
        <translation>Softwareausfälle</translation>
    </message>
    <message>
        <source>Hangs</source>
        <translation>Hänger</translation>
    </message>
    <message>
        <source>Planned interruptions</source>
        <translation>Geplante Unterbrechungen</translation>
    </message>
    <message>
        <source>Default: the Llama 3 405B run, 419 unexpected interruptions in 54 days on 16,384 H100s (Grattafiori et al. 2024, Table 5).</source>
        <translation>Standard: der Lauf von Llama 3 405B, 419 unerwartete Unterbrechungen in 54 Tagen auf 16.384 H100 (Grattafiori et al. 2024, Tabelle 5).</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>Checkpoint-Speicher</translation>
    </message>
    <message>
        <source>Where checkpoints go; each kind has stated defaults below. Default: parallel file system.</source>
        <translation>Wohin Checkpoints geschrieben werden; jede Art hat unten angegebene Standardwerte. Standard: paralleles Dateisystem.</translation>
    </message>
    <message>
        <source>Storage write</source>
        <translation>Speicher schreiben</translation>
    </message>
    <message>
        <source>Aggregate write bandwidth. Default: by kind (100 GB/s for a mid-size parallel file system).</source>
        <translation>Gesamte Schreibbandbreite. Standard: nach Art (100 GB/s für ein mittelgroßes paralleles Dateisystem).</translation>
    </message>
    <message>
        <source>Storage read</source>
        <translation>Speicher lesen</translation>
    </message>
    <message>
        <source>Aggregate read bandwidth (data loading). Default: by kind.</source>
        <translation>Gesamte Lesebandbreite (Datenladen). Standard: nach Art.</translation>
    </message>
    <message>
        <source>Write per node</source>
        <translation>Schreiben pro Knoten</translation>
    </message>
    <message>
        <source>Client limit. Default: by kind.</source>
        <translation>Client-Grenze. Standard: nach Art.</translation>
    </message>
    <message>
        <source>Storage capacity</source>
        <translation>Speicherkapazität</translation>
    </message>
    <message>
        <source>Default: by kind.</source>
        <translation>Standard: nach Art.</translation>
    </message>
    <message>
        <source>Storage price</source>
        <translation>Speicherpreis</translation>
    </message>
    <message>
        <source>Default: by kind ($0.023 for S3 Standard list price).</source>
        <translation>Standard: nach Art ($0.023 laut Listenpreis von S3 Standard).</translation>
    </message>
    <message>
        <source>Survives node failure</source>
        <translation>Übersteht Knotenausfall</translation>
    </message>
    <message>
        <source>Whether a checkpoint outlives the node that wrote it. Default: by kind (local NVMe: no).</source>
        <translation>Ob ein Checkpoint den Knoten überdauert, der ihn geschrieben hat. Standard: nach Art (lokales NVMe: nein).</translation>
    </message>
    <message>
        <source>Placement and cost</source>
        <translation>Platzierung und Kosten</translation>
    </message>
    <message>
        <source>Cost report</source>
        <translation>Kostenbericht</translation>
    </message>
    <message>
        <source>Where it runs and what it costs. Off: no cost report. See docs/placement-and-costs.md.</source>
        <translation>Wo es läuft und was es kostet. Aus: kein Kostenbericht. Siehe docs/placement-and-costs.md.</translation>
    </message>
    <message>
        <source>Compute site</source>
        <translation>Rechenstandort</translation>
    </message>
    <message>
        <source>Where the devices run. Default: on-prem.</source>
        <translation>Wo die Geräte laufen. Standard: eigenes Rechenzentrum.</translation>
    </message>
    <message>
        <source>Data site</source>
        <translation>Datenstandort</translation>
    </message>
    <message>
        <source>Where the data lives. Default: the compute site.</source>
        <translation>Wo die Daten liegen. Standard: der Rechenstandort.</translation>
    </message>
    <message>
        <source>Burst site</source>
        <translation>Burst-Standort</translation>
    </message>
    <message>
        <source>Cloud site for demand above the reserved devices. Default: none.</source>
        <translation>Cloud-Standort für Bedarf über die reservierten Geräte hinaus. Standard: keiner.</translation>
    </message>
    <message>
        <source>Fallback site</source>
        <translation>Ausweichstandort</translation>
    </message>
    <message>
        <source>Serves when the compute site is down. Default: none.</source>
        <translation>Übernimmt, wenn der Rechenstandort ausfällt. Standard: keiner.</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>A second site costed side by side. Default: none.</source>
        <translation>Ein zweiter Standort, dessen Kosten daneben berechnet werden. Standard: keiner.</translation>
    </message>
    <message>
        <source>Data classes</source>
        <translation>Datenklassen</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Zeithorizont</translation>
    </message>
    <message>
        <source>Period the costs are summed over. Default: 36 months.</source>
        <translation>Zeitraum, über den die Kosten summiert werden. Standard: 36 Monate.</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Diskontsatz</translation>
    </message>
    <message>
        <source>Annual rate for the net present value (&quot;8 %&quot;). Default: 8 %.</source>
        <translation>Jahreszins für den Kapitalwert („8 %“). Standard: 8 %.</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Share of the horizon the devices work. Default: training runs back to back; serving from the demand.</source>
        <translation>Anteil des Zeithorizonts, in dem die Geräte arbeiten. Standard: Trainingsläufe direkt hintereinander; Serving aus dem Bedarf.</translation>
    </message>
    <message>
        <source>Baseline devices</source>
        <translation>Grundausstattung an Geräten</translation>
    </message>
    <message>
        <source>Devices owned; the rest bursts. Default: all.</source>
        <translation>Eigene Geräte; der Rest wird per Burst ergänzt. Standard: alle.</translation>
    </message>
    <message>
        <source>Own data centre</source>
        <translation>Eigenes Rechenzentrum</translation>
    </message>
    <message>
        <source>Capital expense</source>
        <translation>Investitionsausgaben</translation>
    </message>
    <message>
        <source>Paid upfront, depreciated straight-line or financed. Default: upfront.</source>
        <translation>Vorab bezahlt, linear abgeschrieben oder finanziert. Standard: vorab.</translation>
    </message>
    <message>
        <source>Hardware life</source>
        <translation>Nutzungsdauer der Hardware</translation>
    </message>
    <message>
        <source>Financing rate</source>
        <translation>Finanzierungszins</translation>
    </message>
    <message>
        <source>Annual loan rate, when financed.</source>
        <translation>Jährlicher Kreditzins, wenn finanziert.</translation>
    </message>
    <message>
        <source>Financing term</source>
        <translation>Finanzierungslaufzeit</translation>
    </message>
    <message>
        <source>Loan term, when financed.</source>
        <translation>Kreditlaufzeit, wenn finanziert.</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Serverpreis</translation>
    </message>
    <message>
        <source>One server with its devices (&quot;$300k&quot;). Default: the price book.</source>
        <translation>Ein Server mit seinen Geräten („$300k“). Standard: das Preisbuch.</translation>
    </message>
    <message>
        <source>Devices per server</source>
        <translation>Geräte pro Server</translation>
    </message>
    <message>
        <source>Network ports per device</source>
        <translation>Netzwerkports pro Gerät</translation>
    </message>
    <message>
        <source>Switch ports priced per device. Default: see docs/placement-and-costs.md.</source>
        <translation>Pro Gerät bepreiste Switch-Ports. Standard: siehe docs/placement-and-costs.md.</translation>
    </message>
    <message>
        <source>Host power overhead</source>
        <translation>Host-Leistungszuschlag</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>Leerlaufleistung</translation>
    </message>
    <message>
        <source>Power drawn idle, as a fraction of TDP.</source>
        <translation>Leistungsaufnahme im Leerlauf, als Anteil der TDP.</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Personalkosten</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Installation</translation>
    </message>
    <message>
        <source>One-off installation, as a fraction of capex. Default: the price book.</source>
        <translation>Einmalige Installation als Anteil der Investition. Standard: das Preisbuch.</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Beschaffung</translation>
    </message>
    <message>
        <source>Pricing of the reserved devices. Default: on demand.</source>
        <translation>Preismodell der reservierten Geräte. Standard: nach Bedarf.</translation>
    </message>
    <message>
        <source>Reserved devices</source>
        <translation>Reservierte Geräte</translation>
    </message>
    <message>
        <source>Devices held all the time. Default: the cluster.</source>
        <translation>Dauerhaft vorgehaltene Geräte. Standard: der Cluster.</translation>
    </message>
    <message>
        <source>Burst commitment</source>
        <translation>Beschaffung für Burst</translation>
    </message>
    <message>
        <source>Pricing of burst devices. Default: on demand.</source>
        <translation>Preismodell der Burst-Geräte. Standard: nach Bedarf.</translation>
    </message>
    <message>
        <source>Spot checkpoint interval</source>
        <translation>Checkpoint-Intervall bei Spot</translation>
    </message>
    <message>
        <source>Work lost per spot preemption is half of it.</source>
        <translation>Die pro Spot-Unterbrechung verlorene Arbeit ist die Hälfte davon.</translation>
    </message>
    <message>
        <source>Spot restart</source>
        <translation>Spot-Neustart</translation>
    </message>
    <message>
        <source>Time to resume after a preemption.</source>
        <translation>Zeit bis zur Wiederaufnahme nach einer Unterbrechung.</translation>
    </message>
    <message>
        <source>Path to users</source>
        <translation>Pfad zu den Nutzern</translation>
    </message>
    <message>
        <source>WAN to data site</source>
        <translation>WAN zum Datenstandort</translation>
    </message>
    <message>
        <source>Shipment</source>
        <translation>Versand</translation>
    </message>
    <message>
        <source>Capacity per shipment</source>
        <translation>Kapazität pro Sendung</translation>
    </message>
    <message>
        <source>Data moved by shipping drives (Snowball-class).</source>
        <translation>Per Versand von Laufwerken bewegte Daten (Snowball-Klasse).</translation>
    </message>
    <message>
        <source>Transit</source>
        <translation>Transportzeit</translation>
    </message>
    <message>
        <source>Door to door.</source>
        <translation>Von Tür zu Tür.</translation>
    </message>
    <message>
        <source>Copy speed</source>
        <translation>Kopiergeschwindigkeit</translation>
    </message>
    <message>
        <source>Onto and off the drives.</source>
        <translation>Auf die Laufwerke und von ihnen.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>What the workload stores (&quot;2.8 TB&quot;). Default: 0.</source>
        <translation>Was die Arbeitslast speichert („2.8 TB“). Standard: 0.</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>New data per month. Default: 0.</source>
        <translation>Neue Daten pro Monat. Standard: 0.</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <source>Data sent out per month. Default: inference responses, 4 B per token.</source>
        <translation>Pro Monat ausgehende Daten. Standard: Inferenzantworten, 4 B pro Token.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Fragestellung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Shown in the Recommendation tab.</source>
        <translation>Wird im Tab Empfehlung angezeigt.</translation>
    </message>
    <message>
        <source>Template scenario</source>
        <translation>Vorlagenszenario</translation>
    </message>
    <message>
        <source>Its workload, data and placement are what is asked about. Default: the first scenario.</source>
        <translation>Seine Arbeitslast, Daten und Platzierung sind Gegenstand der Frage. Standard: das erste Szenario.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>What the ranking minimises. Default: cost (per run, or per million output tokens).</source>
        <translation>Was die Rangfolge minimiert. Standard: Kosten (pro Lauf oder pro Million Ausgabe-Tokens).</translation>
    </message>
    <message>
        <source>Pareto objectives</source>
        <translation>Pareto-Ziele</translation>
    </message>
    <message>
        <source>Two or three of cost, time, latency, energy, carbon, risk. Default: cost, time (or latency), risk.</source>
        <translation>Zwei oder drei aus Kosten, Zeit, Latenz, Energie, CO2, Risiko. Standard: Kosten, Zeit (oder Latenz), Risiko.</translation>
    </message>
    <message>
        <source>Candidates shown</source>
        <translation>Angezeigte Kandidaten</translation>
    </message>
    <message>
        <source>Default: 10.</source>
        <translation>Standard: 10.</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Randbedingungen</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Training: time to train including failures. Default: none.</source>
        <translation>Training: Trainingsdauer einschließlich Ausfällen. Standard: keine.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Training: per run; serving: over the horizon (&quot;$1.2M&quot;). Default: none.</source>
        <translation>Training: pro Lauf; Serving: über den Zeithorizont („$1.2M“). Standard: keines.</translation>
    </message>
    <message>
        <source>Min training tokens/s</source>
        <translation>Min. Trainings-Tokens/s</translation>
    </message>
    <message>
        <source>Training throughput floor.</source>
        <translation>Untergrenze des Trainingsdurchsatzes.</translation>
    </message>
    <message>
        <source>Min output tokens/s</source>
        <translation>Min. Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>Serving demand in generated tokens; sizes the replicas.</source>
        <translation>Serving-Bedarf in erzeugten Tokens; bestimmt die Zahl der Replikate.</translation>
    </message>
    <message>
        <source>Min requests/s</source>
        <translation>Min. Anfragen/s</translation>
    </message>
    <message>
        <source>Serving demand in requests.</source>
        <translation>Serving-Bedarf in Anfragen.</translation>
    </message>
    <message>
        <source>TTFT limit</source>
        <translation>TTFT-Grenze</translation>
    </message>
    <message>
        <source>Time to first token including the network. Default: the workload&apos;s SLO.</source>
        <translation>Zeit bis zum ersten Token einschließlich Netzwerk. Standard: das SLO der Arbeitslast.</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>TPOT-Grenze</translation>
    </message>
    <message>
        <source>Time per output token. Default: the workload&apos;s SLO.</source>
        <translation>Zeit pro Ausgabe-Token. Standard: das SLO der Arbeitslast.</translation>
    </message>
    <message>
        <source>Serving, end to end (&quot;99.9 %&quot;). Default: none.</source>
        <translation>Serving, Ende zu Ende („99.9 %“). Standard: keine.</translation>
    </message>
    <message>
        <source>Site power</source>
        <translation>Standortleistung</translation>
    </message>
    <message>
        <source>Facility power any one site can give (incl. PUE).</source>
        <translation>Elektrische Leistung, die ein einzelner Standort liefern kann (inkl. PUE).</translation>
    </message>
    <message>
        <source>Sites must be allowed to hold these. Default: the template&apos;s placement.</source>
        <translation>Die Standorte müssen diese Klassen halten dürfen. Standard: die Platzierung der Vorlage.</translation>
    </message>
    <message>
        <source>Search space</source>
        <translation>Suchraum</translation>
    </message>
    <message>
        <source>Devices to consider. None checked: every catalog device.</source>
        <translation>Zu betrachtende Geräte. Keines ausgewählt: jedes Gerät des Katalogs.</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Standorte</translation>
    </message>
    <message>
        <source>Sites to consider. None checked: every site.</source>
        <translation>Zu betrachtende Standorte. Keiner ausgewählt: jeder Standort.</translation>
    </message>
    <message>
        <source>Commitments</source>
        <translation>Beschaffungsarten</translation>
    </message>
    <message>
        <source>Cloud pricing to try: on_demand, commit_1y, commit_3y, spot. Default: all four.</source>
        <translation>Zu prüfende Cloud-Preismodelle: on_demand, commit_1y, commit_3y, spot. Standard: alle vier.</translation>
    </message>
    <message>
        <source>Device counts</source>
        <translation>Geräteanzahlen</translation>
    </message>
    <message>
        <source>Training cluster sizes to try. Default: powers of two up to the maximum.</source>
        <translation>Zu prüfende Trainingsclustergrößen. Standard: Zweierpotenzen bis zum Maximum.</translation>
    </message>
    <message>
        <source>Max devices</source>
        <translation>Max. Geräte</translation>
    </message>
    <message>
        <source>Default: 16,384.</source>
        <translation>Standard: 16.384.</translation>
    </message>
    <message>
        <source>Cloud fallback</source>
        <translation>Cloud als Ausweichstandort</translation>
    </message>
    <message>
        <source>Serving: also pair an owned site with a cloud fallback. Default: yes.</source>
        <translation>Serving: einen eigenen Standort auch mit einem Cloud-Ausweichstandort kombinieren. Standard: ja.</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Unsicherheit</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>Monte Carlo draws. Default: 10,000.</source>
        <translation>Monte-Carlo-Ziehungen. Standard: 10.000.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Random seed. Default: 42.</source>
        <translation>Zufallsstartwert. Standard: 42.</translation>
    </message>
    <message>
        <source>Candidates compared</source>
        <translation>Verglichene Kandidaten</translation>
    </message>
    <message>
        <source>Default: 5.</source>
        <translation>Standard: 5.</translation>
    </message>
    <message>
        <source>Utilisation spread</source>
        <translation>Streuung der Auslastung</translation>
    </message>
    <message>
        <source>Standard deviation of owned sites&apos; utilisation. Default: 0.1.</source>
        <translation>Standardabweichung der Auslastung eigener Standorte. Standard: 0,1.</translation>
    </message>
    <message>
        <source>Failure-rate spread</source>
        <translation>Streuung der Ausfallrate</translation>
    </message>
    <message>
        <source>Coefficient of variation. Default: 0.5.</source>
        <translation>Variationskoeffizient. Standard: 0,5.</translation>
    </message>
    <message>
        <source>Efficiency spread</source>
        <translation>Streuung der Effizienz</translation>
    </message>
    <message>
        <source>Default: the calibration&apos;s median error.</source>
        <translation>Standard: der Medianfehler der Kalibrierung.</translation>
    </message>
    <message>
        <source>Type %1; empty: the default.</source>
        <translation>Typ %1; leer: der Standardwert.</translation>
    </message>
    <message>
        <source>File key: %1</source>
        <translation>Dateischlüssel: %1</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source> (or &quot;%1&quot;)</source>
        <translation> (oder „%1“)</translation>
    </message>
    <message>
        <source>expected yes or no, got &apos;%1&apos;</source>
        <translation>erwartet ja oder nein, erhalten: „%1“</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Software-Stack</translation>
    </message>
    <message>
        <source>The software that runs it: how it shards, recomputes and batches, where it can run, and its fitted efficiency. Default: auto, the device&apos;s usual stack (Megatron-LM on GPUs, MaxText on TPUs for training; TensorRT-LLM on NVIDIA, vLLM on AMD and Gaudi, JetStream on TPUs, Neuron, llama.cpp on CPUs for serving).</source>
        <translation>Die Software, die den Lauf ausführt: wie sie aufteilt, neu berechnet und Batches bildet, wo sie läuft, und ihre angepasste Effizienz. Standard: auto, der übliche Stack des Geräts (Training: Megatron-LM auf GPUs, MaxText auf TPUs; Inferenz: TensorRT-LLM auf NVIDIA, vLLM auf AMD und Gaudi, JetStream auf TPUs, Neuron, llama.cpp auf CPUs).</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Nachfrage</translation>
    </message>
    <message>
        <source>Output tokens per second the deployment serves when it is sized for a demand below its capacity (as a recommendation is): costs per token count the tokens served. Default: the capacity.</source>
        <translation>Ausgabe-Token pro Sekunde, die der Einsatz bedient, wenn er für eine Nachfrage unterhalb seiner Kapazität bemessen ist (wie eine Empfehlung): Kosten pro Token zählen die bedienten Token. Standard: die Kapazität.</translation>
    </message>
    <message>
        <source>Pad attention heads</source>
        <translation>Attention-Heads auffüllen</translation>
    </message>
    <message>
        <source>Pad the attention heads to a multiple of tensor parallel when it does not divide them (AWS Neuron); the padded heads&apos; weights, FLOPs and KV cache count. Default: no.</source>
        <translation>Die Attention-Heads auf ein Vielfaches der Tensor-Parallelität auffüllen, wenn diese sie nicht teilt (AWS Neuron); Gewichte, FLOPs und KV-Cache der aufgefüllten Heads zählen mit. Standard: nein.</translation>
    </message>
    <message>
        <source>Expert slots</source>
        <translation>Experten-Slots</translation>
    </message>
    <message>
        <source>MoE: expert slots over the expert-parallel ranks; more than the experts replicates hot experts (DeepSeek-V3 serving: 256 experts in 288 slots). A multiple of expert parallel. Default: the experts.</source>
        <translation>MoE: Experten-Slots über die expertenparallelen Ränge; mehr Slots als Experten replizieren stark genutzte Experten (DeepSeek-V3-Inferenz: 256 Experten in 288 Slots). Ein Vielfaches der Expertenparallelität. Standard: die Anzahl der Experten.</translation>
    </message>
    <message>
        <source>Weight sharding</source>
        <translation>Gewichtsaufteilung</translation>
    </message>
    <message>
        <source>Serving: 1d (Megatron tensor parallel) or 2d weight-stationary (Pope et al. 2022), which lets tensor exceed the attention heads. Default: 1d.</source>
        <translation>Inferenz: 1d (Megatron-Tensor-Parallelität) oder 2d weight-stationary (Pope et al. 2022), womit die Tensor-Parallelität die Zahl der Attention-Heads übersteigen darf. Standard: 1d.</translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>Auslagerung in den Host</translation>
    </message>
    <message>
        <source>Training: keep optimizer state and/or activations in host memory, moved over the host link and overlapped with compute (ZeRO-Offload, MaxText). Default: none.</source>
        <translation>Training: Optimiererzustand und/oder Aktivierungen im Hostspeicher halten, über die Host-Verbindung übertragen und mit der Berechnung überlappt (ZeRO-Offload, MaxText). Standard: keine.</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Ablauf</translation>
    </message>
    <message>
        <source>1f1b: one forward, one backward (interleaved when virtual pipeline &gt; 1); dualpipe: DeepSeek-V3&apos;s bidirectional schedule, bubble (p/2-1)(F&amp;B+B-3W), twice the parameters per device, an even pipeline and virtual pipeline 1. Default: 1f1b.</source>
        <translation>1f1b: ein Vorwärts-, ein Rückwärtsschritt (verschachtelt bei virtueller Pipeline &gt; 1); dualpipe: der bidirektionale Ablauf von DeepSeek-V3, Blase (p/2-1)(F&amp;B+B-3W), doppelte Parameter pro Gerät, gerade Pipeline und virtuelle Pipeline 1. Standard: 1f1b.</translation>
    </message>
    <message>
        <source>flash: the fused kernel of the device&apos;s generation (cuDNN, FlashAttention-3 on Hopper); flash2: FlashAttention-2, 0.62x of it on Hopper and Blackwell; flash1: the first FlashAttention or its Triton port, 1/1.4 of FlashAttention-2 forward and 1/2 backward; materialized: the score matrix goes through memory. Default: flash.</source>
        <translation>flash: der fusionierte Kernel der jeweiligen Gerätegeneration (cuDNN, FlashAttention-3 auf Hopper); flash2: FlashAttention-2, auf Hopper und Blackwell 0,62x davon; flash1: das erste FlashAttention oder seine Triton-Portierung, vorwärts 1/1,4 und rückwärts 1/2 von FlashAttention-2; materialized: die Score-Matrix läuft über den Speicher. Standard: flash.</translation>
    </message>
    <message>
        <source>Beam width</source>
        <translation>Strahlbreite</translation>
    </message>
    <message>
        <source>Beam search: beams each request decodes (the batch counts beams, in whole requests). The prompt is prefilled once; its KV cache is shared by the beams on paged-cache stacks (TensorRT-LLM, vLLM, SGLang, llama.cpp), else copied per beam. Output tokens count one beam per request. Default: 1, no beam search.</source>
        <translation>Strahlsuche (Beam Search): Strahlen, die jede Anfrage decodiert (der Batch zählt Strahlen, in ganzen Anfragen). Der Prompt wird einmal vorverarbeitet; seinen KV-Cache teilen sich die Strahlen bei Stacks mit seitenweisem Cache (TensorRT-LLM, vLLM, SGLang, llama.cpp), sonst wird er je Strahl kopiert. Ausgabetokens zählen einen Strahl pro Anfrage. Standard: 1, keine Strahlsuche.</translation>
    </message>
    <message>
        <source>Engine instances</source>
        <translation>Engine-Instanzen</translation>
    </message>
    <message>
        <source>CPUs only: serving processes per socket, each bound to an equal share of its cores, memory bandwidth and capacity, with its own copy of the weights and its own batch of up to max batch sequences (Intel&apos;s MLPerf CPU code runs 3 to 18 per socket). Each streams its weights every iteration; the KV cache is read per sequence. Default: 1.</source>
        <translation>Nur CPUs: Serving-Prozesse pro Sockel, jeder an einen gleichen Anteil seiner Kerne, Speicherbandbreite und Kapazität gebunden, mit eigener Kopie der Gewichte und eigenem Batch von bis zu max. Batch Sequenzen (Intels MLPerf-CPU-Code startet 3 bis 18 pro Sockel). Jeder liest seine Gewichte in jeder Iteration; der KV-Cache wird pro Sequenz gelesen. Standard: 1.</translation>
    </message>
    <message>
        <source>SLO percentile</source>
        <translation>SLO-Perzentil</translation>
    </message>
    <message>
        <source>Planned stops per host</source>
        <translation>Geplante Stopps je Host</translation>
    </message>
    <message>
        <source>CPU, memory, fans on top of device power. Default: the server&apos;s entry in the price book.</source>
        <translation>CPU, Speicher, Lüfter zusätzlich zur Geräteleistung. Standard: der Eintrag des Servers im Preisbuch.</translation>
    </message>
    <message>
        <source>Operations staff for this cluster. Default: the price book&apos;s floor per site plus a rate per device.</source>
        <translation>Betriebspersonal für diesen Cluster. Standard: der Sockelbetrag des Preisbuchs je Standort plus ein Satz je Gerät.</translation>
    </message>
    <message>
        <source>The share of requests the TTFT and TPOT objectives hold for, as a percentile (MLPerf Server: 99). Checked at that percentile of the requests in service under Poisson arrivals (mean + z sqrt(mean), at most the slots memory holds), the wait for a slot added to TTFT. Default: none, at the mean number in flight (as 50).</source>
        <translation>Der Anteil der Anfragen, für den die TTFT- und TPOT-Ziele gelten, als Perzentil (MLPerf Server: 99). Geprüft bei diesem Perzentil der bedienten Anfragen unter Poisson-Ankünften (Mittelwert + z sqrt(Mittelwert), höchstens die Plätze, die der Speicher hält); die Wartezeit auf einen Platz zählt zur TTFT. Standard: keins, bei der mittleren Zahl laufender Anfragen (wie 50).</translation>
    </message>
    <message>
        <source>Prefill layout</source>
        <translation>Prefill-Layout</translation>
    </message>
    <message>
        <source>Disaggregated serving: the prefill pool&apos;s own parallel layout; the decode pool keeps the cluster&apos;s (DeepSeek-V3 serving prefills with expert parallel 32, decodes with 144). Default: the cluster&apos;s.</source>
        <translation>Disaggregiertes Serving: eigenes paralleles Layout des Prefill-Pools; der Decode-Pool behält das des Clusters (DeepSeek-V3 macht Prefill mit Experten-Parallelität 32, Decode mit 144). Standard: das des Clusters.</translation>
    </message>
    <message>
        <source>Prefill tensor parallel</source>
        <translation>Prefill tensor-parallel</translation>
    </message>
    <message>
        <source>Devices one layer is split over in the prefill pool. Default: the cluster&apos;s.</source>
        <translation>Geräte, auf die eine Schicht im Prefill-Pool aufgeteilt wird. Standard: wie der Cluster.</translation>
    </message>
    <message>
        <source>Prefill pipeline parallel</source>
        <translation>Prefill pipeline-parallel</translation>
    </message>
    <message>
        <source>Pipeline stages in the prefill pool. Default: the cluster&apos;s.</source>
        <translation>Pipeline-Stufen im Prefill-Pool. Standard: wie der Cluster.</translation>
    </message>
    <message>
        <source>Prefill expert parallel</source>
        <translation>Prefill experten-parallel</translation>
    </message>
    <message>
        <source>Devices the experts are spread over in the prefill pool; prefill devices must hold whole groups. Default: the cluster&apos;s.</source>
        <translation>Geräte, auf die die Experten im Prefill-Pool verteilt werden; die Prefill-Geräte müssen ganze Gruppen fassen. Standard: wie der Cluster.</translation>
    </message>
    <message>
        <source>Prefill expert slots</source>
        <translation>Prefill Experten-Slots</translation>
    </message>
    <message>
        <source>MoE: expert slots over the prefill pool&apos;s expert ranks, a multiple of its expert parallel. Default: the cluster&apos;s.</source>
        <translation>MoE: Experten-Slots über die Experten-Ränge des Prefill-Pools, ein Vielfaches seiner Experten-Parallelität. Standard: wie der Cluster.</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Gleitendes Fenster</translation>
    </message>
    <message>
        <source>Local attention: the sliding-window layers attend to and cache at most this many recent tokens (Mistral 7B: 4096, Gemma 3: 1024). Default: none, full attention on every layer.</source>
        <translation>Lokale Attention: Die Schichten mit gleitendem Fenster beachten und cachen höchstens so viele der letzten Tokens (Mistral 7B: 4096, Gemma 3: 1024). Standard: keines, volle Attention in jeder Schicht.</translation>
    </message>
    <message>
        <source>Sliding-window layers</source>
        <translation>Schichten mit gleitendem Fenster</translation>
    </message>
    <message>
        <source>How many of the layers use the sliding window (Gemma 2 and gpt-oss: half, Gemma 3: five of six). Default: all of them when a window is set.</source>
        <translation>Wie viele der Schichten das gleitende Fenster nutzen (Gemma 2 und gpt-oss: die Hälfte, Gemma 3: fünf von sechs). Standard: alle, wenn ein Fenster gesetzt ist.</translation>
    </message>
    <message>
        <source>Compute site&apos;s figures</source>
        <translation>Kennzahlen des Rechenstandorts</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>Electricity price at the compute site. Default: the site&apos;s figure, else the price book&apos;s.</source>
        <translation>Strompreis am Rechenstandort. Standard: der Wert des Standorts, sonst der des Preisbuchs.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Facility power over IT power (1 to 5). Default: the site&apos;s, else the price book&apos;s for its kind.</source>
        <translation>Leistung der Anlage geteilt durch IT-Leistung (1 bis 5). Standard: der Wert des Standorts, sonst der des Preisbuchs für seine Art.</translation>
    </message>
    <message>
        <source>Space price</source>
        <translation>Flächenpreis</translation>
    </message>
    <message>
        <source>Colocation or facility cost per kW of IT power. Default: the site&apos;s, else the price book&apos;s.</source>
        <translation>Colocation- oder Gebäudekosten je kW IT-Leistung. Standard: der Wert des Standorts, sonst der des Preisbuchs.</translation>
    </message>
    <message>
        <source>Grid carbon</source>
        <translation>CO2 des Stromnetzes</translation>
    </message>
    <message>
        <source>Carbon intensity of the site&apos;s electricity (g CO2 per kWh). Default: the site&apos;s.</source>
        <translation>CO2-Intensität des Stroms am Standort (g CO2 je kWh). Standard: der Wert des Standorts.</translation>
    </message>
    <message>
        <source>Site availability</source>
        <translation>Verfügbarkeit des Standorts</translation>
    </message>
    <message>
        <source>Share of time the site itself is up (power, cooling, platform). Default: the site&apos;s.</source>
        <translation>Anteil der Zeit, in der der Standort selbst läuft (Strom, Kühlung, Plattform). Standard: der Wert des Standorts.</translation>
    </message>
    <message>
        <source>Generated tokens per request; a mean may be fractional (MLPerf states 294.45).</source>
        <translation>Erzeugte Tokens pro Anfrage; ein Mittelwert darf gebrochen sein (MLPerf nennt 294,45).</translation>
    </message>
    <message>
        <source>Depreciation life. Default: 48.</source>
        <translation>Abschreibungsdauer. Standard: 48.</translation>
    </message>
    <message>
        <source>Yearly support contract once the warranty has run out, as a fraction of capex. Default: the price book.</source>
        <translation>Jährlicher Wartungsvertrag nach Ablauf der Garantie, als Anteil der Investitionskosten. Standard: das Preisbuch.</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>Garantie</translation>
    </message>
    <message>
        <source>Parts warranty of each purchase: no maintenance is paid inside it. Default: the price book (3 years).</source>
        <translation>Teilegarantie jedes Kaufs: Währenddessen wird keine Wartung bezahlt. Standard: das Preisbuch (3 Jahre).</translation>
    </message>
    <message>
        <source>Pipeline split</source>
        <translation>Pipeline-Aufteilung</translation>
    </message>
    <message>
        <source>even: the same number of layers on every pipeline stage; balanced: the embedding and the loss each count as a layer, so the first and the last stage hold one layer fewer (Llama 3 section 3.3.2; Megatron-LM --account-for-embedding-in-pipeline-split). Default: even.</source>
        <translation>even: gleich viele Schichten auf jeder Pipeline-Stufe; balanced: Embedding und Loss zählen je als eine Schicht, sodass die erste und die letzte Stufe eine Schicht weniger halten (Llama 3 Abschnitt 3.3.2; Megatron-LM --account-for-embedding-in-pipeline-split). Standard: even.</translation>
    </message>
    <message>
        <source>Selective recompute</source>
        <translation>Selektive Neuberechnung</translation>
    </message>
    <message>
        <source>What selective recompute recomputes. attention_core: the attention core only (Megatron&apos;s default; free under FlashAttention); matmul_outputs: norms, activation functions and MLA up-projections (Megatron-Core recompute modules layernorm, mla_up_proj, moe_act; DeepSeek-V3); every_other_matmul: torchtitan&apos;s per-op checkpointing. Default: auto, the software stack&apos;s own.</source>
        <translation>Was die selektive Neuberechnung neu berechnet. attention_core: nur den Attention-Kern (Standard von Megatron; unter FlashAttention kostenlos); matmul_outputs: Normen, Aktivierungsfunktionen und MLA-Up-Projektionen (Megatron-Core-Recompute-Module layernorm, mla_up_proj, moe_act; DeepSeek-V3); every_other_matmul: das operatorweise Checkpointing von torchtitan. Standard: auto, die Wahl des Software-Stacks.</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Spekulatives Dekodieren</translation>
    </message>
    <message>
        <source>A draft proposes tokens that the served model verifies in one pass. Starts as DeepSeek-V3&apos;s multi-token prediction: 1 draft token, 85 % accepted (technical report section 5.4.3).</source>
        <translation>Ein Entwurf schlägt Tokens vor, die das bediente Modell in einem Durchlauf prüft. Beginnt wie die Multi-Token-Vorhersage von DeepSeek-V3: 1 Entwurfstoken, 85 % angenommen (technischer Bericht, Abschnitt 5.4.3).</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Entwurfstokens</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens the draft proposes per verification step (k). The served model verifies them in one pass over k + 1 tokens per sequence; the KV cache holds the k drafts. Not with beam search or pipeline parallelism. Default: 0, off.</source>
        <translation>Spekulatives Dekodieren: Tokens, die der Entwurf je Prüfschritt vorschlägt (k). Das bediente Modell prüft sie in einem Durchlauf über k + 1 Tokens je Sequenz; der KV-Cache hält die k Entwürfe. Nicht mit Beam Search oder Pipeline-Parallelität. Standard: 0, aus.</translation>
    </message>
    <message>
        <source>Acceptance rate</source>
        <translation>Annahmerate</translation>
    </message>
    <message>
        <source>Speculative decoding: the probability that the served model accepts a draft token, at least 0 and below 1; a step emits (1 - a^(k+1)) / (1 - a) tokens (Leviathan et al. 2023). Required with draft tokens.</source>
        <translation>Spekulatives Dekodieren: die Wahrscheinlichkeit, dass das bediente Modell ein Entwurfstoken annimmt, mindestens 0 und unter 1; ein Schritt liefert (1 - a^(k+1)) / (1 - a) Tokens (Leviathan et al. 2023). Mit Entwurfstokens erforderlich.</translation>
    </message>
    <message>
        <source>Separate draft model</source>
        <translation>Eigenes Entwurfsmodell</translation>
    </message>
    <message>
        <source>A separate draft model on the same devices instead of the served model&apos;s own multi-token-prediction module (one layer sharing its embedding and output head, DeepSeek-V3, EAGLE). Starts as one layer of the served model&apos;s shape: set the draft&apos;s.</source>
        <translation>Ein eigenes Entwurfsmodell auf denselben Geräten statt des Multi-Token-Vorhersagemoduls des bedienten Modells (eine Schicht, die dessen Embedding und Ausgabekopf mitnutzt, DeepSeek-V3, EAGLE). Beginnt als eine Schicht in der Form des bedienten Modells: tragen Sie die des Entwurfs ein.</translation>
    </message>
    <message>
        <source>KV cache memory fraction</source>
        <translation>Speicheranteil des KV-Cache</translation>
    </message>
    <message>
        <source>Share of the device memory left after the weights and the activation workspace that the serving engine gives the KV cache, above 0 and at most 1: TensorRT-LLM&apos;s KvCacheConfig free_gpu_memory_fraction (TensorRT-LLM docs, &quot;How to Change KV Cache Behavior&quot;). vLLM&apos;s gpu_memory_utilization is another quantity: a share of the whole device that the weights and activations are taken from first. Default: 0.9.</source>
        <translation>Anteil des nach den Gewichten und dem Arbeitsspeicher der Aktivierungen verbleibenden Gerätespeichers, den die Serving-Engine dem KV-Cache gibt, über 0 und höchstens 1: free_gpu_memory_fraction der KvCacheConfig von TensorRT-LLM (TensorRT-LLM-Dokumentation, „How to Change KV Cache Behavior“). gpu_memory_utilization von vLLM ist eine andere Größe: ein Anteil des ganzen Geräts, von dem zuerst Gewichte und Aktivierungen genommen werden. Standard: 0,9.</translation>
    </message>
    <message>
        <source>Optimizer moment precision</source>
        <translation>Genauigkeit der Optimierer-Momente</translation>
    </message>
    <message>
        <source>Number format of Adam&apos;s first and second moments: fp32, 4 bytes each per parameter (Megatron, FSDP, DeepSpeed, MaxText), or bf16, 2 bytes each (DeepSeek-V3 report section 3.3.3; master weights and gradients stay fp32). Default: fp32.</source>
        <translation>Zahlenformat des ersten und zweiten Moments von Adam: fp32, je 4 Byte pro Parameter (Megatron, FSDP, DeepSpeed, MaxText), oder bf16, je 2 Byte (DeepSeek-V3-Bericht, Abschnitt 3.3.3; Master-Gewichte und Gradienten bleiben fp32). Standard: fp32.</translation>
    </message>
    <message>
        <source>Activation function inputs kept in</source>
        <translation>Aktivierungseingaben gespeichert in</translation>
    </message>
    <message>
        <source>Number format in which the MLP&apos;s activation-function inputs (the up and gate projections&apos; outputs, SwiGLU&apos;s inputs) are kept for the backward pass: bf16, 2 bytes per element, or fp8, 1 byte (DeepSeek-V3 report section 3.3.3 caches the SwiGLU inputs of its MoE layers in FP8). The inputs of the linear layers follow the precision (FP8 copies under fp8). Default: bf16.</source>
        <translation>Zahlenformat, in dem die Eingaben der Aktivierungsfunktion des MLP (die Ausgaben der Up- und Gate-Projektionen, die Eingaben von SwiGLU) für den Rückwärtsdurchlauf gespeichert werden: bf16, 2 Byte pro Element, oder fp8, 1 Byte (der DeepSeek-V3-Bericht, Abschnitt 3.3.3, speichert die SwiGLU-Eingaben seiner MoE-Schichten in FP8). Die Eingaben der linearen Schichten folgen der Genauigkeit (FP8-Kopien bei fp8). Standard: bf16.</translation>
    </message>
    <message>
        <source>Gradient precision</source>
        <translation>Genauigkeit der Gradienten</translation>
    </message>
    <message>
        <source>Number format in which gradients are accumulated and reduced. auto: the software stack&apos;s (Megatron: fp32 main gradients with bf16 parameters, 6 + 12/d bytes per parameter with the distributed optimizer; DeepSpeed: 16-bit; FSDP and MaxText: fp32). bf16 under Megatron (grad_reduce_in_fp32 false): 16-bit gradients and an fp32 copy of the optimizer&apos;s shard, 4 + 16/d (Megatron-Core dist_optimizer.md); under FSDP the reduction only. Default: auto.</source>
        <translation>Zahlenformat, in dem Gradienten akkumuliert und reduziert werden. auto: das des Software-Stacks (Megatron: fp32-Hauptgradienten bei bf16-Parametern, 6 + 12/d Byte pro Parameter mit dem verteilten Optimierer; DeepSpeed: 16 Bit; FSDP und MaxText: fp32). bf16 unter Megatron (grad_reduce_in_fp32 false): 16-Bit-Gradienten und eine fp32-Kopie des Optimierer-Anteils, 4 + 16/d (Megatron-Core dist_optimizer.md); unter FSDP nur die Reduktion. Standard: auto.</translation>
    </message>
    <message>
        <source>FP8 parameters</source>
        <translation>FP8-Parameter</translation>
    </message>
    <message>
        <source>Hold the model&apos;s weights in FP8, 1 byte per parameter instead of 2, and all-gather them in FP8 (Megatron --fp8-param-gather, Transformer Engine fp8_model_init); the optimizer keeps fp32 master weights and the gradients keep their own format. Attention projections set to a 16-bit attention_projection_precision keep 16-bit weights, held and all-gathered at 2 bytes. Needs precision fp8 and a stack holding 16-bit weights (Megatron, DeepSpeed). Default: false.</source>
        <translation>Die Gewichte des Modells in FP8 halten, 1 Byte pro Parameter statt 2, und in FP8 sammeln (Megatron --fp8-param-gather, Transformer Engine fp8_model_init); der Optimierer behält fp32-Master-Gewichte, die Gradienten behalten ihr eigenes Format. Attention-Projektionen mit einer 16-Bit-attention_projection_precision behalten 16-Bit-Gewichte, gehalten und gesammelt mit 2 Byte. Erfordert die Genauigkeit fp8 und einen Stack mit 16-Bit-Gewichten (Megatron, DeepSpeed). Standard: false.</translation>
    </message>
    <message>
        <source>Leading layers with a dense MLP instead of experts (DeepSeek-V3: 3); mixture-of-experts models only. Default: none.</source>
        <translation>Führende Schichten mit dichtem MLP statt Experten (DeepSeek-V3: 3); nur für Mixture-of-Experts-Modelle. Standard: keine.</translation>
    </message>
    <message>
        <source>Feed-forward inner dimension of the dense layers (DeepSeek-V3: 18432); mixture-of-experts models only. Default: FFN size.</source>
        <translation>Innere Feed-Forward-Dimension der dichten Schichten (DeepSeek-V3: 18432); nur für Mixture-of-Experts-Modelle. Standard: FFN-Größe.</translation>
    </message>
    <message>
        <source>Experts every token passes through besides the routed ones (DeepSeek-V3: 1); mixture-of-experts models only. Default: none.</source>
        <translation>Experten, die jedes Token zusätzlich zu den gerouteten durchläuft (DeepSeek-V3: 1); nur für Mixture-of-Experts-Modelle. Standard: keine.</translation>
    </message>
    <message>
        <source>Node-limited routing: the most nodes a token&apos;s routed experts may lie on (DeepSeek-V3 report section 2.1.2: 4). Serving with expert parallelism across nodes: a prompt&apos;s token crosses the network once per node it reaches, so fewer nodes carry less traffic (training&apos;s all-to-all sends every token-expert pair, which the limit does not change). Mixture-of-experts models only. Default: none, no limit.</source>
        <translation>Knotenbegrenztes Routing: höchstens so viele Knoten, auf denen die gerouteten Experten eines Tokens liegen dürfen (DeepSeek-V3-Bericht, Abschnitt 2.1.2: 4). Beim Serving mit Expertenparallelität über Knoten hinweg durchquert ein Token des Prompts das Netz einmal je erreichtem Knoten, weniger Knoten tragen also weniger Verkehr (das All-to-All des Trainings sendet jedes Token-Experten-Paar, was die Grenze nicht ändert). Nur für Mixture-of-Experts-Modelle. Standard: keine, ohne Grenze.</translation>
    </message>
    <message>
        <source>Multi-head latent attention: the compressed key/value width cached per token (DeepSeek-V3: 512). Default: none, standard attention.</source>
        <translation>Multi-Head Latent Attention: die komprimierte Key/Value-Breite, die je Token gecacht wird (DeepSeek-V3: 512). Standard: keine, normale Attention.</translation>
    </message>
    <message>
        <source>Latent attention&apos;s query compression (DeepSeek-V3: 1536). Default: none, a full query projection.</source>
        <translation>Query-Kompression der Latent Attention (DeepSeek-V3: 1536). Standard: keine, eine volle Query-Projektion.</translation>
    </message>
    <message>
        <source>Latent attention&apos;s decoupled rotary width per head, cached beside the latent (DeepSeek-V3: 64). Default: none.</source>
        <translation>Entkoppelte Rotationsbreite je Kopf der Latent Attention, neben dem Latent gecacht (DeepSeek-V3: 64). Standard: keine.</translation>
    </message>
    <message>
        <source>A name for the reader; no figure reads it.</source>
        <translation>Ein Name für den Leser; keine Kennzahl liest ihn.</translation>
    </message>
    <message>
        <source>Dense layers</source>
        <translation>Dichte Schichten</translation>
    </message>
    <message>
        <source>Dense FFN size</source>
        <translation>FFN-Größe der dichten Schichten</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>Geteilte Experten</translation>
    </message>
    <message>
        <source>Nodes per token</source>
        <translation>Knoten pro Token</translation>
    </message>
    <message>
        <source>KV latent rank</source>
        <translation>Latenter KV-Rang</translation>
    </message>
    <message>
        <source>Query latent rank</source>
        <translation>Latenter Query-Rang</translation>
    </message>
    <message>
        <source>Rotary width per head</source>
        <translation>Rotationsbreite pro Kopf</translation>
    </message>
    <message>
        <source>Default: 14 (bf16 weights, fp32 master weights and Adam moments; gradients are not saved).</source>
        <translation>Standard: 14 (bf16-Gewichte, fp32-Master-Gewichte und Adam-Momente; Gradienten werden nicht gespeichert).</translation>
    </message>
    <message>
        <source>Failure rates</source>
        <translation>Ausfallraten</translation>
    </message>
    <message>
        <source>Planned stops of the job per day, whatever its size. Default: planned stops per host x the run&apos;s hosts.</source>
        <translation>Geplante Stopps des Jobs pro Tag, unabhängig von seiner Größe. Standard: geplante Stopps je Host × Hosts des Laufs.</translation>
    </message>
    <message>
        <source>Devices in the quoted server; only with a server price. Default: 8 with a server price, else the price book&apos;s server.</source>
        <translation>Geräte im angebotenen Server; nur mit einem Serverpreis. Standard: 8 mit Serverpreis, sonst der Server aus dem Preisbuch.</translation>
    </message>
    <message>
        <source>What the data is (public, internal, confidential, regulated-eu, ...); sites that may not hold it are refused. Default: internal.</source>
        <translation>Was die Daten sind (public, internal, confidential, regulated-eu, …); Standorte, die sie nicht halten dürfen, werden abgelehnt. Standard: internal.</translation>
    </message>
    <message>
        <source>Where the users are (decimal degrees, with the longitude): the distance to a compute site with coordinates is then the great circle. Default: none.</source>
        <translation>Wo die Nutzer sind (Dezimalgrad, mit dem Längengrad): die Entfernung zu einem Rechenstandort mit Koordinaten ist dann der Großkreis. Standard: keiner.</translation>
    </message>
    <message>
        <source>Decimal degrees, with the latitude. Default: none.</source>
        <translation>Dezimalgrad, mit dem Breitengrad. Standard: keiner.</translation>
    </message>
    <message>
        <source>The users reach the compute site without the WAN (a factory floor next to its edge site). Default: yes for an edge site, else no.</source>
        <translation>Die Nutzer erreichen den Rechenstandort ohne WAN (eine Werkshalle neben ihrem Edge-Standort). Standard: ja bei einem Edge-Standort, sonst nein.</translation>
    </message>
    <message>
        <source>Users in several regions, each with a name, its latitude and longitude or distance_km, and its share of the traffic; the latency is the traffic-weighted mean. Default: one region, the path&apos;s fields.</source>
        <translation>Nutzer in mehreren Regionen, jede mit Namen, Breiten- und Längengrad oder distance_km und ihrem Anteil am Verkehr; die Latenz ist das nach Verkehr gewichtete Mittel. Standard: eine Region, die Felder des Pfads.</translation>
    </message>
    <message>
        <source>Unique within the list.</source>
        <translation>Eindeutig in der Liste.</translation>
    </message>
    <message>
        <source>Needed without coordinates; the coordinates win where the site has them.</source>
        <translation>Nötig ohne Koordinaten; die Koordinaten gehen vor, wo der Standort welche hat.</translation>
    </message>
    <message>
        <source>A weight of the traffic; the shares are normalised.</source>
        <translation>Ein Gewicht des Verkehrs; die Anteile werden normiert.</translation>
    </message>
    <message>
        <source>To the compute site; the users&apos; latitude and longitude replace it where the site has coordinates. Default: 500 km.</source>
        <translation>Bis zum Rechenstandort; Breiten- und Längengrad der Nutzer ersetzen sie, wo der Standort Koordinaten hat. Standard: 500 km.</translation>
    </message>
    <message>
        <source>Share of prompt tokens the provider&apos;s prompt cache serves, billed at its cached price. Default: 0.</source>
        <translation>Anteil der Prompt-Tokens, die der Prompt-Cache des Anbieters bedient, zu dessen Cache-Preis abgerechnet. Standard: 0.</translation>
    </message>
    <message>
        <source>The work goes through the provider&apos;s discounted, asynchronous batch interface. Default: no.</source>
        <translation>Die Arbeit läuft über die rabattierte, asynchrone Batch-Schnittstelle des Anbieters. Standard: nein.</translation>
    </message>
    <message>
        <source>Output tokens per second the local fallback serves while the cloud path is down. Default: 0 (nothing).</source>
        <translation>Ausgabe-Tokens pro Sekunde, die die lokale Ausweichlösung bedient, während der Cloud-Pfad ausfällt. Standard: 0 (nichts).</translation>
    </message>
    <message>
        <source>Patches of the site catalog by site id, in the catalog&apos;s own form (power price, PUE, space, carbon, availability). Default: none.</source>
        <translation>Änderungen am Standortkatalog nach Standort-ID, in der Form des Katalogs (Strompreis, PUE, Fläche, CO2, Verfügbarkeit). Standard: keine.</translation>
    </message>
    <message>
        <source>Patches of the price book, in the book&apos;s own form. Informational there: a provider&apos;s transfer.inter_zone_usd_per_gb, kept but without effect (the model has no availability zones: a cloud site is a region, and traffic between two sites of one provider is priced at inter_region_usd_per_gb). Default: none.</source>
        <translation>Änderungen am Preisbuch, in der Form des Preisbuchs. Nur zur Information: transfer.inter_zone_usd_per_gb eines Anbieters wird beibehalten, wirkt aber nicht (das Modell kennt keine Verfügbarkeitszonen: ein Cloud-Standort ist eine Region, und Verkehr zwischen zwei Standorten eines Anbieters wird mit inter_region_usd_per_gb berechnet). Standard: keine.</translation>
    </message>
    <message>
        <source>The author&apos;s free text.</source>
        <translation>Freitext des Autors.</translation>
    </message>
    <message>
        <source>Users&apos; latitude</source>
        <translation>Breitengrad der Nutzer</translation>
    </message>
    <message>
        <source>Users&apos; longitude</source>
        <translation>Längengrad der Nutzer</translation>
    </message>
    <message>
        <source>Users on site</source>
        <translation>Nutzer vor Ort</translation>
    </message>
    <message>
        <source>Model API</source>
        <translation>Modell-API</translation>
    </message>
    <message>
        <source>Cached prompt share</source>
        <translation>Anteil Prompt-Cache</translation>
    </message>
    <message>
        <source>Batch interface</source>
        <translation>Batch-Schnittstelle</translation>
    </message>
    <message>
        <source>Fallback throughput</source>
        <translation>Ausweich-Durchsatz</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Coefficient of variation of prices by the confidence of their source (high, medium, low).</source>
        <translation>Variationskoeffizient der Preise nach der Verlässlichkeit ihrer Quelle (hoch, mittel, niedrig).</translation>
    </message>
    <message>
        <source>Data site to compute site: a transfer takes the round trip, then its bytes at the bandwidth. Default: 1000 km.</source>
        <translation>Datenstandort bis Rechenstandort: eine Übertragung braucht den Roundtrip, dann ihre Bytes bei der Bandbreite. Standard: 1000 km.</translation>
    </message>
    <message>
        <source>Prefix cache hit share</source>
        <translation>Trefferanteil des Präfix-Caches</translation>
    </message>
    <message>
        <source>Share of the prompt tokens whose KV cache a prefix cache already holds (vLLM&apos;s prefix cache hit rate: hit tokens over prompt tokens; DeepSeek reports 56.3 % for its service). The prefill computes only the other tokens, and always the prompt&apos;s last one, attending over the whole prompt; the cached KV still takes its place in memory and in a disaggregated KV transfer. Loading it from host or disk is not charged. Default: 0, every prompt token prefilled.</source>
        <translation>Anteil der Prompt-Tokens, deren KV-Cache ein Präfix-Cache bereits hält (Prefix-Cache-Trefferrate von vLLM: Treffer-Tokens über Prompt-Tokens; DeepSeek meldet 56,3 % für seinen Dienst). Der Prefill berechnet nur die übrigen Tokens und immer das letzte des Prompts, mit Attention über den ganzen Prompt; der zwischengespeicherte KV-Cache belegt weiter seinen Platz im Speicher und in einer disaggregierten KV-Übertragung. Sein Laden vom Host oder von der Festplatte wird nicht berechnet. Standard: 0, Prefill jedes Prompt-Tokens.</translation>
    </message>
    <message>
        <source>Dual micro-batch overlap</source>
        <translation>Überlappung zweier Mikro-Batches</translation>
    </message>
    <message>
        <source>With expert parallelism across replicas: each pass runs as two micro-batches of half the sequences, the expert dispatch and combine of one under the other&apos;s computation (DeepSeek&apos;s serving; SGLang --enable-two-batch-overlap, vLLM --enable-dbo). Each micro-batch reads the weights again; only the all-to-all time beyond the MoE layers&apos; computation is exposed. Default: false, every all-to-all on the critical path.</source>
        <translation>Mit Expertenparallelität über Replikate hinweg: jeder Durchlauf läuft als zwei Mikro-Batches mit je der Hälfte der Sequenzen, Dispatch und Combine der Experten des einen unter der Rechnung des anderen (DeepSeeks Betrieb; SGLang --enable-two-batch-overlap, vLLM --enable-dbo). Jeder Mikro-Batch liest die Gewichte erneut; nur die All-to-all-Zeit über die Rechnung der MoE-Schichten hinaus bleibt sichtbar. Standard: false, jedes All-to-all auf dem kritischen Pfad.</translation>
    </message>
    <message>
        <source>Number format of the math and, unless the weight format says otherwise, of the weights (required).</source>
        <translation>Zahlenformat der Rechnung und, sofern das Gewichtsformat nichts anderes sagt, der Gewichte (erforderlich).</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Gewichtsformat</translation>
    </message>
    <message>
        <source>How the checkpoint stores every weight but the routed experts&apos; (attention, dense MLPs, shared experts, router), in bits per weight with the block scales: mxfp4 4.25 (OCP MX), nvfp4 4.5, int4_g128 4.125 (AWQ/GPTQ, group 128), q8_0 8.5 and q4_k_m ~4.9 (GGUF), or a plain format. Below 16 bits the embedding and LM head stay in 16 bits (a GGUF file: its own types). It sets the weights&apos; memory and what each decode step reads; the math stays at the precision (W4A16: precision bf16, weights int4_g128; llama.cpp multiplies GGUF weights in int8). Default: the precision.</source>
        <translation>Wie der Checkpoint alle Gewichte außer denen der gerouteten Experten speichert (Attention, dichte MLPs, geteilte Experten, Router), in Bit pro Gewicht samt Blockskalen: mxfp4 4,25 (OCP MX), nvfp4 4,5, int4_g128 4,125 (AWQ/GPTQ, Gruppe 128), q8_0 8,5 und q4_k_m ~4,9 (GGUF) oder ein einfaches Format. Unter 16 Bit bleiben Embedding und LM-Head in 16 Bit (eine GGUF-Datei: in ihren eigenen Typen). Es bestimmt den Speicher der Gewichte und was jeder Decode-Schritt liest; gerechnet wird in der Genauigkeit (W4A16: Genauigkeit bf16, Gewichte int4_g128; llama.cpp multipliziert GGUF-Gewichte in int8). Standard: die Genauigkeit.</translation>
    </message>
    <message>
        <source>Expert weight format</source>
        <translation>Gewichtsformat der Experten</translation>
    </message>
    <message>
        <source>How the checkpoint stores the routed experts&apos; weights of an MoE model, as the weight format (gpt-oss: mxfp4 experts, bf16 attention and embeddings). No effect on a dense model. Default: the weight format.</source>
        <translation>Wie der Checkpoint die Gewichte der gerouteten Experten eines MoE-Modells speichert, wie beim Gewichtsformat (gpt-oss: Experten in mxfp4, Attention und Embeddings in bf16). Ohne Wirkung bei einem dichten Modell. Standard: das Gewichtsformat.</translation>
    </message>
    <message>
        <source>Time to first token the batch must meet. With a placement, the TTFT the users see (with their network round trip) is checked against it too. Default: none.</source>
        <translation>Zeit bis zum ersten Token, die der Batch einhalten muss. Mit einer Platzierung wird auch die TTFT geprüft, die die Nutzer sehen (mit ihrer Netzwerk-Umlaufzeit). Standard: keines.</translation>
    </message>
    <message>
        <source>The data the workload stores and sends out. Default: none (no dataset; egress from the served tokens).</source>
        <translation>Die Daten, die die Arbeitslast speichert und versendet. Standard: keine (kein Datensatz; ausgehender Verkehr aus den ausgelieferten Tokens).</translation>
    </message>
    <message>
        <source>Power per site</source>
        <translation>Leistung je Standort</translation>
    </message>
    <message>
        <source>Facility power per site id (&quot;edge-factory-de: 15, colo-de-frankfurt: 200&quot;, in kW); replaces the site power for that site, capped by the site&apos;s own envelope. Default: none.</source>
        <translation>Elektrische Leistung je Standort-ID („edge-factory-de: 15, colo-de-frankfurt: 200“, in kW); ersetzt für diesen Standort die Standortleistung, höchstens die eigene Grenze des Standorts. Standard: keine.</translation>
    </message>
    <message>
        <source>One site&apos;s facility power limit (incl. PUE).</source>
        <translation>Leistungsgrenze eines Standorts (inkl. PUE).</translation>
    </message>
    <message>
        <source>Price spread, high confidence</source>
        <translation>Preisstreuung, hohe Verlässlichkeit</translation>
    </message>
    <message>
        <source>Coefficient of variation of prices whose source is rated high. Default: 0.05.</source>
        <translation>Variationskoeffizient der Preise, deren Quelle als hoch eingestuft ist. Standard: 0,05.</translation>
    </message>
    <message>
        <source>Price spread, medium confidence</source>
        <translation>Preisstreuung, mittlere Verlässlichkeit</translation>
    </message>
    <message>
        <source>Coefficient of variation of prices whose source is rated medium. Default: 0.15.</source>
        <translation>Variationskoeffizient der Preise, deren Quelle als mittel eingestuft ist. Standard: 0,15.</translation>
    </message>
    <message>
        <source>Price spread, low confidence</source>
        <translation>Preisstreuung, geringe Verlässlichkeit</translation>
    </message>
    <message>
        <source>Coefficient of variation of prices whose source is rated low. Default: 0.3.</source>
        <translation>Variationskoeffizient der Preise, deren Quelle als gering eingestuft ist. Standard: 0,3.</translation>
    </message>
    <message>
        <source>expected &quot;site: value&quot;, got &apos;%1&apos;</source>
        <translation>erwartet „Standort: Wert“, erhalten: „%1“</translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation>„%1“ (%2)</translation>
    </message>
    <message>
        <source>Attention sink tokens</source>
        <translation>Attention-Sink-Token</translation>
    </message>
    <message>
        <source>StreamingLLM (Xiao et al. 2023): the sliding-window layers also keep the first this many tokens (the paper: 4), attending to and caching window + sinks tokens. Needs a sliding window. Default: none.</source>
        <translation>StreamingLLM (Xiao et al. 2023): Die Sliding-Window-Schichten behalten zusätzlich so viele erste Token (im Paper 4) und beachten und speichern Fenster + Sink-Token. Erfordert ein Sliding Window. Standard: keine.</translation>
    </message>
    <message>
        <source>Learned attention sinks</source>
        <translation>Gelernte Attention-Sinks</translation>
    </message>
    <message>
        <source>gpt-oss: one learned logit per head in the softmax denominator. No KV cache and negligible compute: kept in the file, no effect on any figure. Default: no.</source>
        <translation>gpt-oss: ein gelernter Logit je Head im Nenner des Softmax. Kein KV-Cache und vernachlässigbarer Rechenaufwand: in der Datei gespeichert, ohne Wirkung auf eine Kennzahl. Standard: nein.</translation>
    </message>
    <message>
        <source>Shard group</source>
        <translation>Shard-Gruppe</translation>
    </message>
    <message>
        <source>Training: hybrid sharding (HSDP): the ZeRO-sharded state over groups of this many data x context ranks, replicated across groups (PyTorch FSDP HYBRID_SHARD, a 2-D device mesh). All-gathers and reduce-scatters stay in the group; gradient shards are all-reduced across replicas. A divisor of data x context. Default: data x context (no replication).</source>
        <translation>Training: hybrides Sharding (HSDP): der per ZeRO verteilte Zustand über Gruppen aus so vielen Daten- x Kontext-Rängen, über die Gruppen repliziert (PyTorch FSDP HYBRID_SHARD, ein 2-D-Device-Mesh). All-Gather und Reduce-Scatter bleiben in der Gruppe; die Gradienten-Shards werden über die Replikate per All-Reduce zusammengeführt. Ein Teiler von Daten x Kontext. Standard: Daten x Kontext (keine Replikation).</translation>
    </message>
    <message>
        <source>Prefill context parallel</source>
        <translation>Prefill kontextparallel</translation>
    </message>
    <message>
        <source>Devices each prompt is split over by position in the prefill pool (ring attention across nodes, Yang et al. 2025). Default: the cluster&apos;s.</source>
        <translation>Geräte, auf die jeder Prompt im Prefill-Pool nach Position aufgeteilt wird (Ring-Attention über Knoten hinweg, Yang et al. 2025). Standard: wie der Cluster.</translation>
    </message>
    <message>
        <source>Fallback is a replica</source>
        <translation>Ausweichstandort ist ein Replikat</translation>
    </message>
    <message>
        <source>The fallback site runs a copy of this cluster, priced here for the hours the compute site is down (rented on demand, or owned in full): the recommender&apos;s fallback pairs. Default: no (the fallback is priced as its own scenario).</source>
        <translation>Der Ausweichstandort betreibt eine Kopie dieses Clusters, hier für die Stunden bepreist, in denen der Rechenstandort ausfällt (auf Abruf gemietet oder vollständig im Eigentum): die Ausweichpaare der Empfehlung. Standard: nein (der Ausweichstandort wird als eigenes Szenario bepreist).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Attention projection precision</source>
        <translation>Genauigkeit der Attention-Projektionen</translation>
    </message>
    <message>
        <source>Number format of the attention projections (the QKV and output GEMMs; MLA&apos;s latent projections) where it differs from the model&apos;s: their math runs at this format&apos;s rate (Llama 3 405B FP8: FP8 feed-forward layers, bf16 attention). In serving their weights are stored in it. In training the inputs their GEMMs keep for backward are kept at its width, and under fp8_parameters a 16-bit format here keeps their weights at 2 bytes while the others are held in FP8. A format the device cannot run is refused as the precision is. Default: the precision (and the weight format).</source>
        <translation>Zahlenformat der Attention-Projektionen (der QKV- und Ausgabe-GEMMs; bei MLA der Latent-Projektionen), wo es von dem des Modells abweicht: ihre Rechnung läuft mit der Rate dieses Formats (Llama 3 405B FP8: FP8-Feed-Forward-Schichten, bf16-Attention). Beim Serving werden ihre Gewichte darin gespeichert. Im Training werden die Eingaben, die ihre GEMMs für den Backward-Pass behalten, in seiner Breite gehalten, und unter fp8_parameters hält ein 16-Bit-Format hier ihre Gewichte bei 2 Byte, während die übrigen in FP8 gehalten werden. Ein Format, das das Gerät nicht ausführen kann, wird wie die Genauigkeit abgelehnt. Standard: die Genauigkeit (und das Gewichtsformat).</translation>
    </message>
    <message>
        <source>API input price</source>
        <translation>API-Eingabepreis</translation>
    </message>
    <message>
        <source>The model API&apos;s price per million prompt tokens. Default: the site&apos;s.</source>
        <translation>Preis der Modell-API je Million Prompt-Tokens. Standard: der Wert des Standorts.</translation>
    </message>
    <message>
        <source>API output price</source>
        <translation>API-Ausgabepreis</translation>
    </message>
    <message>
        <source>The model API&apos;s price per million output tokens. Default: the site&apos;s.</source>
        <translation>Preis der Modell-API je Million Ausgabe-Tokens. Standard: der Wert des Standorts.</translation>
    </message>
    <message>
        <source>API processing regions</source>
        <translation>Verarbeitungsregionen der API</translation>
    </message>
    <message>
        <source>Where the model API processes prompts: country codes or EU, comma-separated, or global. Regulated data may go only to an API that processes it in its jurisdiction. Default: the site&apos;s.</source>
        <translation>Wo die Modell-API Prompts verarbeitet: Ländercodes oder EU, durch Kommas getrennt, oder global. Regulierte Daten dürfen nur an eine API gehen, die sie in ihrem Rechtsraum verarbeitet. Standard: die des Standorts.</translation>
    </message>
</context>
<context>
    <name>ap::FieldUnits</name>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>/year</source>
        <translation>/Jahr</translation>
    </message>
    <message>
        <source>/link-hour</source>
        <translation>/Link-Stunde</translation>
    </message>
    <message>
        <source>B/parameter</source>
        <translation>B/Parameter</translation>
    </message>
    <message>
        <source>$/GB-month</source>
        <translation>$/GB-Monat</translation>
    </message>
    <message>
        <source>TB/month</source>
        <translation>TB/Monat</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>Slots</translation>
    </message>
    <message>
        <source>/day</source>
        <translation>/Tag</translation>
    </message>
    <message>
        <source>$/year</source>
        <translation>$/Jahr</translation>
    </message>
    <message>
        <source>$/kW-month</source>
        <translation>$/kW-Monat</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/Mio. Tokens</translation>
    </message>
</context>
<context>
    <name>ap::Headline</name>
    <message>
        <source>Time to train, ideal</source>
        <translation>Dauer des Trainings, ideal</translation>
    </message>
    <message>
        <source>Time to train, with failures and stalls</source>
        <translation>Dauer des Trainings mit Ausfällen und Stillständen</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Gesamtkosten</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Monatliche Kosten</translation>
    </message>
    <message>
        <source>TTFT incl. the users&apos; network</source>
        <translation>TTFT inkl. Netzwerk der Nutzer</translation>
    </message>
    <message>
        <source>Request latency incl. the users&apos; network</source>
        <translation>Anfragelatenz inkl. Netzwerk der Nutzer</translation>
    </message>
    <message>
        <source>Cost per training run</source>
        <translation>Kosten pro Trainingslauf</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kosten pro Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Energy per training run</source>
        <translation>Energie pro Trainingslauf</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Energie pro Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>CO2 per training run</source>
        <translation>CO2 pro Trainingslauf</translation>
    </message>
    <message>
        <source>CO2 per million output tokens</source>
        <translation>CO2 pro Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Facility power at full load</source>
        <translation>Leistung bei Volllast</translation>
    </message>
    <message>
        <source>KV cache per sequence, per device</source>
        <translation>KV-Cache pro Sequenz, pro Gerät</translation>
    </message>
</context>
<context>
    <name>ap::InputError</name>
    <message>
        <source>%1 exceeds %2 (expected a product no larger than that)</source>
        <translation>%1 übersteigt %2 (erwartet: ein Produkt, das nicht größer ist)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>expected %1, got a non-finite value</source>
        <translation>erwartet: %1, erhalten: ein nicht endlicher Wert</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>erwartet: %1, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>erwartet: eine Zahl, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected %1, got &quot;%2&quot; (beyond the range of numbers)</source>
        <translation>erwartet: %1, erhalten: &quot;%2&quot; (außerhalb des Zahlenbereichs)</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, got &quot;%3&quot;</source>
        <translation>erwartet: eine ganze Zahl von %1 bis %2, erhalten: &quot;%3&quot;</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, got %3</source>
        <translation>erwartet: eine ganze Zahl von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>erwartet: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the file is version %1, this AccelPlan reads up to version %2: update AccelPlan to read it</source>
        <translation>die Datei hat Version %1, dieses AccelPlan liest bis Version %2: aktualisieren Sie AccelPlan, um sie zu lesen</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels at line %2 (expected an AccelPlan file: they nest a few levels)</source>
        <translation>tiefer als %1 Ebenen verschachtelt in Zeile %2 (erwartet: eine AccelPlan-Datei, sie verschachteln nur wenige Ebenen)</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>not valid JSON (%1; expected numbers within +-1.8e308)</source>
        <translation>kein gültiges JSON (%1; erwartet: Zahlen innerhalb von +-1.8e308)</translation>
    </message>
    <message>
        <source>byte %1 is not UTF-8 text (expected a UTF-8 file; re-save it as UTF-8 CSV)</source>
        <translation>Byte %1 ist kein UTF-8-Text (erwartet: eine UTF-8-Datei; speichern Sie sie erneut als UTF-8-CSV)</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>erwartet: ein Objekt, erhalten: %1</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>Pflichtfeld fehlt</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>erwartet: eine ganze Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>erwartet: ein Text, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>erwartet: ein Text</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>erwartet: ein nicht leerer Text</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>erwartet: true oder false, erhalten: %1</translation>
    </message>
    <message>
        <source>expected one of %1, got &quot;%2&quot;</source>
        <translation>erwartet: eines von %1, erhalten: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>erwartet: eine Liste, erhalten: %1</translation>
    </message>
    <message>
        <source>unknown field (known fields here: %1)</source>
        <translation>unbekanntes Feld (bekannte Felder hier: %1)</translation>
    </message>
    <message>
        <source>a number such as 12, 0.5 or 1e12</source>
        <translation>eine Zahl wie 12, 0.5 oder 1e12</translation>
    </message>
    <message>
        <source>a count such as 8, 1.5k or 70B</source>
        <translation>eine Anzahl wie 8, 1.5k oder 70B</translation>
    </message>
    <message>
        <source>a number of tokens such as 2048, 2M or 15T</source>
        <translation>eine Tokenzahl wie 2048, 2M oder 15T</translation>
    </message>
    <message>
        <source>a size such as 80 GB, 80 GiB or 2.8 TB</source>
        <translation>eine Größe wie 80 GB, 80 GiB oder 2.8 TB</translation>
    </message>
    <message>
        <source>a bandwidth such as 400 Gb/s or 3.35 TB/s</source>
        <translation>eine Bandbreite wie 400 Gb/s oder 3.35 TB/s</translation>
    </message>
    <message>
        <source>a link speed such as 400G, 400 Gb/s or 50 GB/s</source>
        <translation>eine Verbindungsgeschwindigkeit wie 400G, 400 Gb/s oder 50 GB/s</translation>
    </message>
    <message>
        <source>a duration such as 500 ms, 15 min or 2 days</source>
        <translation>eine Dauer wie 500 ms, 15 min oder 2 days</translation>
    </message>
    <message>
        <source>a power such as 700 W or 40 kW</source>
        <translation>eine Leistung wie 700 W oder 40 kW</translation>
    </message>
    <message>
        <source>an amount such as $2,400 or $1.2M</source>
        <translation>ein Betrag wie $2,400 oder $1.2M</translation>
    </message>
    <message>
        <source>a price per time such as $2.10/h or $1,500/month</source>
        <translation>ein Preis pro Zeit wie $2.10/h oder $1,500/month</translation>
    </message>
    <message>
        <source>a fraction such as 0.75 or 75 %</source>
        <translation>ein Anteil wie 0.75 oder 75 %</translation>
    </message>
    <message>
        <source>expected %1, got &apos;%2&apos;</source>
        <translation>erwartet: %1, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>&apos;%1&apos; ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is out of range, at most %2</source>
        <translation>&apos;%1&apos; liegt außerhalb des Bereichs, höchstens %2</translation>
    </message>
    <message>
        <source>must not be negative, got &apos;%1&apos;</source>
        <translation>darf nicht negativ sein, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be more than %1, got &apos;%2&apos;</source>
        <translation>muss größer als %1 sein, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>must be at least %1, got &apos;%2&apos;</source>
        <translation>muss mindestens %1 sein, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>must be at most %1, got &apos;%2&apos;</source>
        <translation>darf höchstens %1 sein, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a whole number, got &apos;%1&apos;</source>
        <translation>erwartet: eine ganze Zahl, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a whole number of %1, got &apos;%2&apos;</source>
        <translation>erwartet: eine ganze Zahl von %1, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>cannot follow the symbolic link (%1)</source>
        <translation>kann dem symbolischen Link nicht folgen (%1)</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>zu viele Ebenen symbolischer Links</translation>
    </message>
    <message>
        <source>is a symbolic link of another user (uid %1) in the shared folder %2 (sticky, world-writable): not followed, as the system&apos;s protected_symlinks rule has it; write to another path</source>
        <translation>ist ein symbolischer Link eines anderen Benutzers (UID %1) im gemeinsamen Ordner %2 (Sticky-Bit, für alle beschreibbar): nicht gefolgt, wie es die Regel protected_symlinks des Systems vorsieht; in einen anderen Pfad schreiben</translation>
    </message>
    <message>
        <source>write failed (%1)</source>
        <translation>Schreiben fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>expected the path of a file</source>
        <translation>erwartet: der Pfad einer Datei</translation>
    </message>
    <message>
        <source>cannot open for reading (%1)</source>
        <translation>kann nicht zum Lesen geöffnet werden (%1)</translation>
    </message>
    <message>
        <source>cannot read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>is %1 MB, larger than the %2 MB AccelPlan reads: expected a project, catalog or table file</source>
        <translation>ist %1 MB groß, mehr als die %2 MB, die AccelPlan liest: erwartet: eine Projekt-, Katalog- oder Tabellendatei</translation>
    </message>
    <message>
        <source>read error (%1)</source>
        <translation>Lesefehler (%1)</translation>
    </message>
    <message>
        <source>grew beyond the %1 MB AccelPlan reads while being read</source>
        <translation>ist beim Lesen über die %1 MB gewachsen, die AccelPlan liest</translation>
    </message>
    <message>
        <source>expected the path of a file to write</source>
        <translation>erwartet: der Pfad einer zu schreibenden Datei</translation>
    </message>
    <message>
        <source>cannot write (%1)</source>
        <translation>kann nicht schreiben (%1)</translation>
    </message>
    <message>
        <source>cannot set the permissions (%1)</source>
        <translation>kann die Zugriffsrechte nicht setzen (%1)</translation>
    </message>
    <message>
        <source>cannot replace the file (%1)</source>
        <translation>kann die Datei nicht ersetzen (%1)</translation>
    </message>
    <message>
        <source>unknown device id &quot;%1&quot; (accelplan-cli catalog lists the known ids)</source>
        <translation>unbekannte Geräte-ID &quot;%1&quot; (accelplan-cli catalog listet die bekannten IDs)</translation>
    </message>
    <message>
        <source>unknown device id &quot;%1&quot; (did you mean &quot;%2&quot;?)</source>
        <translation>unbekannte Geräte-ID &quot;%1&quot; (meinten Sie &quot;%2&quot;?)</translation>
    </message>
    <message>
        <source>unknown device id &quot;%1&quot;</source>
        <translation>unbekannte Geräte-ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no compute format usable for %2 models</source>
        <translation>%1 hat kein Rechenformat, das für %2-Modelle nutzbar ist</translation>
    </message>
    <message>
        <source>pipeline %1 exceeds the %2 layers</source>
        <translation>pipeline %1 übersteigt die %2 Schichten</translation>
    </message>
    <message>
        <source>expert parallelism is carved out of data x tensor x context ranks (%1)</source>
        <translation>Experten-Parallelität wird aus den data x tensor x context Rängen gebildet (%1)</translation>
    </message>
    <message>
        <source>&quot;2d&quot; weight-stationary sharding is a serving layout (Pope et al. 2022); training uses &quot;1d&quot;</source>
        <translation>&quot;2d&quot; Weight-Stationary-Sharding ist ein Serving-Layout (Pope et al. 2022); Training verwendet &quot;1d&quot;</translation>
    </message>
    <message>
        <source>host offload moves optimizer state and activations of a training run; serving uses &quot;none&quot;</source>
        <translation>Host-Offload verschiebt Optimizer-Zustand und Aktivierungen eines Trainingslaufs; Serving verwendet &quot;none&quot;</translation>
    </message>
    <message>
        <source>needs a multiple of tensor x pipeline (%1) that leaves decode devices out of count %2</source>
        <translation>braucht ein Vielfaches von tensor x pipeline (%1), das von count %2 noch Decode-Geräte übrig lässt</translation>
    </message>
    <message>
        <source>expected a number of sequences or &quot;max&quot;, got &quot;%1&quot;</source>
        <translation>erwartet: eine Anzahl Sequenzen oder &quot;max&quot;, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>count %1 is not a multiple of tensor x pipeline x context = %2</source>
        <translation>count %1 ist kein Vielfaches von tensor x pipeline x context = %2</translation>
    </message>
    <message>
        <source>tensor x pipeline x context x data = %1, but count is %2</source>
        <translation>tensor x pipeline x context x data = %1, aber count ist %2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>erwartet: ein JSON-Objekt</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of scenarios[%2]: expected a unique name</source>
        <translation>&quot;%1&quot; ist bereits der Name von scenarios[%2]: erwartet: ein eindeutiger Name</translation>
    </message>
    <message>
        <source>expected an object or a list of objects</source>
        <translation>erwartet: ein Objekt oder eine Liste von Objekten</translation>
    </message>
    <message>
        <source>no scenario named &quot;%1&quot;</source>
        <translation>kein Szenario namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of recommend[%2]: expected a unique name</source>
        <translation>&quot;%1&quot; ist bereits der Name von recommend[%2]: erwartet: ein eindeutiger Name</translation>
    </message>
    <message>
        <source>not a field path</source>
        <translation>kein Feldpfad</translation>
    </message>
    <message>
        <source>no such scenario</source>
        <translation>kein solches Szenario</translation>
    </message>
    <message>
        <source>no such study</source>
        <translation>keine solche Studie</translation>
    </message>
    <message>
        <source>a scenario needs a name</source>
        <translation>ein Szenario braucht einen Namen</translation>
    </message>
    <message>
        <source>scenario %1 is already named &quot;%2&quot; (studies find their template scenario by name)</source>
        <translation>Szenario %1 heißt bereits &quot;%2&quot; (Studien finden ihr Vorlagenszenario über den Namen)</translation>
    </message>
    <message>
        <source>expected one of cost, time, latency, energy, carbon, risk</source>
        <translation>erwartet: eines von cost, time, latency, energy, carbon, risk</translation>
    </message>
    <message>
        <source>unknown objective &quot;%1&quot; (expected cost, time, latency, energy, carbon or risk)</source>
        <translation>unbekanntes Ziel &quot;%1&quot; (erwartet: cost, time, latency, energy, carbon oder risk)</translation>
    </message>
    <message>
        <source>unknown commitment &quot;%1&quot; (expected on_demand, commit_1y, commit_3y or spot)</source>
        <translation>unbekannte Laufzeitbindung &quot;%1&quot; (erwartet: on_demand, commit_1y, commit_3y oder spot)</translation>
    </message>
    <message>
        <source>expected at least one commitment</source>
        <translation>erwartet: mindestens eine Laufzeitbindung</translation>
    </message>
    <message>
        <source>expected a whole number of devices from 1 to 1048576</source>
        <translation>erwartet: eine ganze Zahl von Geräten von 1 bis 1048576</translation>
    </message>
    <message>
        <source>expected two or three objectives</source>
        <translation>erwartet: zwei oder drei Ziele</translation>
    </message>
    <message>
        <source>applies to serving studies, but the template scenario &quot;%1&quot; is training: remove it or choose another &quot;scenario&quot;</source>
        <translation>gilt für Serving-Studien, aber das Vorlagenszenario &quot;%1&quot; ist ein Training: entfernen Sie es oder wählen Sie ein anderes &quot;scenario&quot;</translation>
    </message>
    <message>
        <source>applies to training studies, but the template scenario &quot;%1&quot; is serving: remove it or choose another &quot;scenario&quot;</source>
        <translation>gilt für Trainingsstudien, aber das Vorlagenszenario &quot;%1&quot; ist Serving: entfernen Sie es oder wählen Sie ein anderes &quot;scenario&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 compute (the catalog lists no peak for it)</source>
        <translation>%1 kann nicht in %2 rechnen (der Katalog nennt dafür keine Spitzenleistung)</translation>
    </message>
    <message>
        <source>must divide heads (%1)</source>
        <translation>muss heads (%1) teilen</translation>
    </message>
    <message>
        <source>only applies to mixture-of-experts models (experts &gt; 1)</source>
        <translation>gilt nur für Mixture-of-Experts-Modelle (experts &gt; 1)</translation>
    </message>
    <message>
        <source>must leave at least one mixture-of-experts layer</source>
        <translation>muss mindestens eine Mixture-of-Experts-Schicht übrig lassen</translation>
    </message>
    <message>
        <source>choose a model preset or enter the model&apos;s shape</source>
        <translation>wählen Sie eine Modellvorlage oder geben Sie die Form des Modells ein</translation>
    </message>
    <message>
        <source>unknown model preset &quot;%1&quot;</source>
        <translation>unbekannte Modellvorlage &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no site where devices can run is allowed: pick an own data centre, colocation, edge or a cloud provider</source>
        <translation>kein Standort, an dem Geräte laufen können, ist erlaubt: wählen Sie ein eigenes Rechenzentrum, Colocation, Edge oder einen Cloud-Anbieter</translation>
    </message>
    <message>
        <source>no allowed site is in %1: allow a cloud provider with a region there, or say where your own sites are</source>
        <translation>kein erlaubter Standort liegt in %1: erlauben Sie einen Cloud-Anbieter mit einer Region dort, oder geben Sie an, wo Ihre eigenen Standorte sind</translation>
    </message>
    <message>
        <source>a device price needs at least one of on_demand, commit_1y, commit_3y, spot</source>
        <translation>ein Gerätepreis braucht mindestens eines von on_demand, commit_1y, commit_3y, spot</translation>
    </message>
    <message>
        <source>tier bounds must increase</source>
        <translation>die Stufengrenzen müssen steigen</translation>
    </message>
    <message>
        <source>only the last tier may be unbounded</source>
        <translation>nur die letzte Stufe darf unbegrenzt sein</translation>
    </message>
    <message>
        <source>at least one stack is needed</source>
        <translation>mindestens ein Stack ist nötig</translation>
    </message>
    <message>
        <source>at least one tier is needed</source>
        <translation>mindestens eine Stufe ist nötig</translation>
    </message>
    <message>
        <source>expected lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, got &quot;%1&quot;</source>
        <translation>erwartet: Kleinbuchstaben, Ziffern, &apos;-&apos; und &apos;.&apos;, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown precision (expected fp64, fp32, tf32, bf16, fp16, fp8, int8, int4, fp4)</source>
        <translation>unbekannte Genauigkeit (erwartet: fp64, fp32, tf32, bf16, fp16, fp8, int8, int4, fp4)</translation>
    </message>
    <message>
        <source>at least one precision is needed</source>
        <translation>mindestens eine Genauigkeit ist nötig</translation>
    </message>
    <message>
        <source>required for CPUs (vendors publish no peak FLOP/s: say how it was derived)</source>
        <translation>Pflicht für CPUs (Hersteller veröffentlichen keine Spitzen-FLOP/s: geben Sie an, wie der Wert hergeleitet wurde)</translation>
    </message>
    <message>
        <source>every device needs a string id</source>
        <translation>jedes Gerät braucht eine ID als Text</translation>
    </message>
    <message>
        <source>device id appears twice in this file</source>
        <translation>Geräte-ID kommt in dieser Datei zweimal vor</translation>
    </message>
    <message>
        <source>newer than this AccelPlan reads (1): update AccelPlan</source>
        <translation>neuer, als dieses AccelPlan liest (1): aktualisieren Sie AccelPlan</translation>
    </message>
    <message>
        <source>unknown software stack</source>
        <translation>unbekannter Software-Stack</translation>
    </message>
    <message>
        <source>every parallel degree must be at least 1</source>
        <translation>jeder Parallelitätsgrad muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>a cloud region needs the price-book provider id (aws, gcp, ...)</source>
        <translation>eine Cloud-Region braucht die Anbieter-ID aus dem Preisbuch (aws, gcp, …)</translation>
    </message>
    <message>
        <source>latitude and longitude go together (decimal degrees)</source>
        <translation>Breiten- und Längengrad gehören zusammen (Dezimalgrad)</translation>
    </message>
    <message>
        <source>only a public-model-api site has API terms</source>
        <translation>nur ein Standort vom Typ public-model-api hat API-Bedingungen</translation>
    </message>
    <message>
        <source>API terms must state whether prompts are used for training and how long they are kept (the data-class rules follow from them)</source>
        <translation>API-Bedingungen müssen angeben, ob Prompts für das Training verwendet und wie lange sie aufbewahrt werden (daraus folgen die Regeln der Datenklassen)</translation>
    </message>
    <message>
        <source>expected an object keyed by site id</source>
        <translation>erwartet: ein Objekt mit Standort-IDs als Schlüsseln</translation>
    </message>
    <message>
        <source>the project has no scenario to recommend for</source>
        <translation>das Projekt hat kein Szenario, für das eine Empfehlung möglich ist</translation>
    </message>
    <message>
        <source>unknown site &quot;%1&quot;</source>
        <translation>unbekannter Standort &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no site to search</source>
        <translation>kein Standort zu durchsuchen</translation>
    </message>
    <message>
        <source>expected a percentile above 0 and below 100, got %1</source>
        <translation>erwartet: ein Perzentil über 0 und unter 100, erhalten: %1</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is written twice in one object (a reader would keep only one of them)</source>
        <translation>der Schlüssel „%1“ steht zweimal im selben Objekt (ein Leser würde nur einen davon behalten)</translation>
    </message>
    <message>
        <source>written twice, at line %1 and line %2 (a reader would keep only one of them; remove one)</source>
        <translation>zweimal geschrieben, in Zeile %1 und Zeile %2 (ein Leser würde nur einen davon behalten; entfernen Sie einen)</translation>
    </message>
    <message>
        <source>expected at least one entry (leave the key out to search all of them)</source>
        <translation>mindestens ein Eintrag erwartet (lassen Sie den Schlüssel weg, um alle zu durchsuchen)</translation>
    </message>
    <message>
        <source>repeats %1[%2]; list each entry once</source>
        <translation>wiederholt %1[%2]; nennen Sie jeden Eintrag nur einmal</translation>
    </message>
    <message>
        <source>a training run takes its checkpoint interval and restart time from its reliability model: state it as reliability.%1</source>
        <translation>ein Trainingslauf nimmt Checkpoint-Intervall und Neustartzeit aus seinem Zuverlässigkeitsmodell: geben Sie den Wert als reliability.%1 an</translation>
    </message>
    <message>
        <source>%1 samples x %2 candidates is more than %3 evaluations (lower samples or candidates)</source>
        <translation>%1 Stichproben x %2 Kandidaten sind mehr als %3 Auswertungen (samples oder candidates verringern)</translation>
    </message>
    <message>
        <source>is for a torus topology only (torus2d, torus3d)</source>
        <translation>gilt nur für eine Torus-Topologie (torus2d, torus3d)</translation>
    </message>
    <message>
        <source>the importer&apos;s name table is missing from the build</source>
        <translation>die Namenstabelle des Importers fehlt im Build</translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>erwartet: ein Datum JJJJ-MM-TT, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>empty file: expected a header line</source>
        <translation>leere Datei: erwartet wird eine Kopfzeile</translation>
    </message>
    <message>
        <source>has more than %1 rows</source>
        <translation>hat mehr als %1 Zeilen</translation>
    </message>
    <message>
        <source>the header has no column &quot;%1&quot; (a SkyPilot vms.csv names InstanceType, AcceleratorName, AcceleratorCount, Price, Region)</source>
        <translation>die Kopfzeile hat keine Spalte &quot;%1&quot; (eine SkyPilot-vms.csv nennt InstanceType, AcceleratorName, AcceleratorCount, Price, Region)</translation>
    </message>
    <message>
        <source>missing value (the row has %1 fields, the header %2)</source>
        <translation>Wert fehlt (die Zeile hat %1 Felder, die Kopfzeile %2)</translation>
    </message>
    <message>
        <source>missing value</source>
        <translation>Wert fehlt</translation>
    </message>
    <message>
        <source>cannot read the folder: %1</source>
        <translation>der Ordner kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>no vms.csv here or in a subfolder (a SkyPilot catalog folder holds &lt;cloud&gt;/vms.csv)</source>
        <translation>keine vms.csv hier oder in einem Unterordner (ein SkyPilot-Katalogordner enthält &lt;cloud&gt;/vms.csv)</translation>
    </message>
    <message>
        <source>expected an object of models (LiteLLM&apos;s model_prices_and_context_window.json)</source>
        <translation>erwartet: ein Objekt mit Modellen (model_prices_and_context_window.json von LiteLLM)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>erwartet: ein Objekt</translation>
    </message>
    <message>
        <source>needs a multiple of %1 (whole expert-parallel groups of the prefill layout: lcm(tensor, expert) x pipeline) that leaves decode devices out of count %2</source>
        <translation>braucht ein Vielfaches von %1 (ganze Experten-parallele Gruppen des Prefill-Layouts: lcm(tensor, expert) x pipeline), das von count %2 noch Decode-Geräte übrig lässt</translation>
    </message>
    <message>
        <source>leaves %1 decode devices (count %2 minus prefill), not a multiple of %3, the cluster layout&apos;s lcm(tensor, expert) x pipeline</source>
        <translation>lässt %1 Decode-Geräte (count %2 minus Prefill), kein Vielfaches von %3, lcm(tensor, expert) x pipeline des Cluster-Layouts</translation>
    </message>
    <message>
        <source>expected a number from 0 to 10000, got %1</source>
        <translation>erwartet eine Zahl von 0 bis 10000, erhalten: %1</translation>
    </message>
    <message>
        <source>applies to the served model only (workload.model)</source>
        <translation>gilt nur für das bediente Modell (workload.model)</translation>
    </message>
    <message>
        <source>expected a probability below 1, got %1: a draft whose every token is accepted is the served model itself</source>
        <translation>Wahrscheinlichkeit unter 1 erwartet, erhalten %1: ein Entwurf, dessen Tokens alle angenommen werden, ist das bediente Modell selbst</translation>
    </message>
    <message>
        <source>a draft of %1 parameters is not smaller than the served model (%2): each of its tokens would cost at least a step of the model it drafts for</source>
        <translation>ein Entwurf mit %1 Parametern ist nicht kleiner als das bediente Modell (%2): jedes seiner Tokens kostete mindestens einen Schritt des Modells, für das er entwirft</translation>
    </message>
    <message>
        <source>a long-context input price needs its output price (%1)</source>
        <translation>ein Long-Context-Eingabepreis braucht seinen Ausgabepreis (%1)</translation>
    </message>
    <message>
        <source>must be less than %1, got &apos;%2&apos;</source>
        <translation>muss kleiner als %1 sein, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give at least one region, or leave the list out</source>
        <translation>mindestens eine Region angeben oder die Liste weglassen</translation>
    </message>
    <message>
        <source>a region needs a name</source>
        <translation>eine Region braucht einen Namen</translation>
    </message>
    <message>
        <source>another region has the name &quot;%1&quot;</source>
        <translation>eine andere Region heißt bereits „%1“</translation>
    </message>
    <message>
        <source>a region&apos;s share of the traffic must be above 0</source>
        <translation>der Verkehrsanteil einer Region muss über 0 liegen</translation>
    </message>
    <message>
        <source>a TPU slice of a whole number of chips expected (data/import/names.json skypilot_tpu_slices), got %1</source>
        <translation>erwartet: ein TPU-Slice aus einer ganzen Zahl von Chips (data/import/names.json skypilot_tpu_slices), erhalten: %1</translation>
    </message>
    <message>
        <source>expected a number above %1 and below %2, got %3</source>
        <translation>erwartet: eine Zahl über %1 und unter %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected a number above %1 and at most %2, got %3</source>
        <translation>erwartet: eine Zahl über %1 und höchstens %2, erhalten: %3</translation>
    </message>
    <message>
        <source>a row&apos;s regime must be text and its log_speed_ratio a number</source>
        <translation>das Regime einer Zeile muss Text sein und ihr log_speed_ratio eine Zahl</translation>
    </message>
    <message>
        <source>needs an fp16 peak (the FP32-accumulate rate) in peak_tflops</source>
        <translation>braucht einen fp16-Spitzenwert (die Rate mit FP32-Akkumulation) in peak_tflops</translation>
    </message>
    <message>
        <source>needs a multiple of %1 (whole replicas of the prefill layout: lcm(tensor, expert) x pipeline x context) that leaves decode devices out of count %2</source>
        <translation>braucht ein Vielfaches von %1 (ganze Replikate des Prefill-Layouts: lcm(tensor, expert) x pipeline x context), das von count %2 noch Decode-Geräte übrig lässt</translation>
    </message>
    <message>
        <source>leaves %1 decode devices (count %2 minus prefill), not a multiple of %3, the cluster layout&apos;s lcm(tensor, expert) x pipeline x context</source>
        <translation>lässt %1 Decode-Geräte (count %2 minus Prefill), kein Vielfaches von %3, lcm(tensor, expert) x pipeline x context des Cluster-Layouts</translation>
    </message>
    <message>
        <source>tensor %1 does not divide the %2 attention heads: set %3 to pad them to a multiple of tensor, or (serving) %4 &quot;2d&quot;</source>
        <translation>tensor %1 teilt die %2 Attention-Heads nicht: setzen Sie %3, um sie auf ein Vielfaches von tensor aufzufüllen, oder (Serving) %4 &quot;2d&quot;</translation>
    </message>
    <message>
        <source>%1 applies to mixture-of-experts models only</source>
        <translation>%1 gilt nur für Mixture-of-Experts-Modelle</translation>
    </message>
    <message>
        <source>%3 %1 is fewer than the %2 experts: every expert needs a slot</source>
        <translation>%3 %1 ist weniger als die %2 Experten: jeder Experte braucht einen Slot</translation>
    </message>
    <message>
        <source>%3 %1 is not a multiple of expert %2: every expert rank holds the same number of slots</source>
        <translation>%3 %1 ist kein Vielfaches von expert %2: jeder Experten-Rang hält gleich viele Slots</translation>
    </message>
    <message>
        <source>expert %1 does not divide the %2 experts: set %3 to a multiple of expert (redundant expert replicas)</source>
        <translation>expert %1 teilt die %2 Experten nicht: setzen Sie %3 auf ein Vielfaches von expert (redundante Experten-Replikate)</translation>
    </message>
    <message>
        <source>%5 %1 exceeds the %2 layers per pipeline stage ((%3 layers + embedding + loss) / pipeline %4, %6 balanced)</source>
        <translation>%5 %1 übersteigt die %2 Schichten pro Pipeline-Stufe ((%3 Schichten + Embedding + Loss) / pipeline %4, %6 balanced)</translation>
    </message>
    <message>
        <source>%5 %1 exceeds the %2 layers per pipeline stage (%3 layers / pipeline %4)</source>
        <translation>%5 %1 übersteigt die %2 Schichten pro Pipeline-Stufe (%3 Schichten / pipeline %4)</translation>
    </message>
    <message>
        <source>%1 shards the ZeRO state: needs %2 1 or more</source>
        <translation>%1 verteilt den ZeRO-Zustand: erfordert %2 1 oder höher</translation>
    </message>
    <message>
        <source>%3 %1 does not divide data x context = %2</source>
        <translation>%3 %1 teilt Daten x Kontext = %2 nicht</translation>
    </message>
    <message>
        <source>%3 %1 is not a multiple of expert %2: expert ranks come from the shard group</source>
        <translation>%3 %1 ist kein Vielfaches von expert %2: die Experten-Ränge stammen aus der Shard-Gruppe</translation>
    </message>
    <message>
        <source>%1 is not a multiple of data x %3 = %2</source>
        <translation>%1 ist kein Vielfaches von data x %3 = %2</translation>
    </message>
    <message>
        <source>context %1 does not divide %2</source>
        <translation>context %1 teilt %2 nicht</translation>
    </message>
    <message>
        <source>%1 shards a training run&apos;s ZeRO state; serving leaves it out</source>
        <translation>%1 verteilt den ZeRO-Zustand eines Trainingslaufs; beim Serving entfällt es</translation>
    </message>
    <message>
        <source>lays out the prefill pool of disaggregated serving: set %1, or leave this out</source>
        <translation>legt den Prefill-Pool des disaggregierten Servings an: %1 setzen oder dies weglassen</translation>
    </message>
    <message>
        <source>larger than %2 (%1)</source>
        <translation>größer als %2 (%1)</translation>
    </message>
    <message>
        <source>expected a multiple of %2 (%1): each request decodes its %1 beams together</source>
        <translation>erwartet ein Vielfaches von %2 (%1): jede Anfrage decodiert ihre %1 Strahlen gemeinsam</translation>
    </message>
    <message>
        <source>has no effect with %1 0 (speculative decoding off): set %1 or remove it</source>
        <translation>hat mit %1 0 keine Wirkung (spekulatives Dekodieren aus): %1 setzen oder dies entfernen</translation>
    </message>
    <message>
        <source>speculative decoding verifies one sequence per request; it is not combined with beam search (%2 %1)</source>
        <translation>spekulatives Dekodieren prüft eine Sequenz je Anfrage; es wird nicht mit Beam Search kombiniert (%2 %1)</translation>
    </message>
    <message>
        <source>lists %1 counts; at most %2 are searched (leave the key out for the powers of two up to %3)</source>
        <translation>nennt %1 Anzahlen; höchstens %2 werden durchsucht (den Schlüssel weglassen für die Zweierpotenzen bis %3)</translation>
    </message>
    <message>
        <source>StreamingLLM&apos;s sink tokens are kept beside a sliding window: set %1</source>
        <translation>Die Sink-Token von StreamingLLM werden neben einem Sliding Window gehalten: %1 setzen</translation>
    </message>
    <message>
        <source>only applies to sliding-window attention (%1 &gt; 0)</source>
        <translation>gilt nur für Attention mit gleitendem Fenster (%1 &gt; 0)</translation>
    </message>
    <message>
        <source>only applies to dense layers (%1 &gt; 0)</source>
        <translation>gilt nur für dichte Schichten (%1 &gt; 0)</translation>
    </message>
    <message>
        <source>only applies to latent attention (%1 &gt; 0)</source>
        <translation>gilt nur für Latent Attention (%1 &gt; 0)</translation>
    </message>
    <message>
        <source>%3, %4, %5, %6 and %7 describe %1 parameters, not %2: check the architecture fields</source>
        <translation>%3, %4, %5, %6 und %7 beschreiben %1 Parameter, nicht %2: prüfen Sie die Architekturfelder</translation>
    </message>
    <message>
        <source>give the region&apos;s latitude and longitude or its %1</source>
        <translation>Breiten- und Längengrad der Region oder ihre %1 angeben</translation>
    </message>
    <message>
        <source>describes a quoted server: state %1 with it (without a quote the price book&apos;s server, with its own device count, is bought)</source>
        <translation>beschreibt einen angebotenen Server: %1 mit angeben (ohne Angebot wird der Server aus dem Preisbuch mit seiner eigenen Geräteanzahl gekauft)</translation>
    </message>
    <message>
        <source>a carbon method needs %1</source>
        <translation>eine Kohlenstoffmethode braucht %1</translation>
    </message>
</context>
<context>
    <name>ap::LatencyBatchChart</name>
    <message>
        <source>TTFT and TPOT against the batch</source>
        <translation>TTFT und TPOT über dem Batch</translation>
    </message>
    <message>
        <source>Batch per replica</source>
        <translation>Batch pro Replikat</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>%1: TPOT</source>
        <translation>%1: TPOT</translation>
    </message>
    <message>
        <source>%1
batch %2: TPOT %3 ms</source>
        <translation>%1
Batch %2: TPOT %3 ms</translation>
    </message>
    <message>
        <source>%1: its batch (%2)</source>
        <translation>%1: sein Batch (%2)</translation>
    </message>
    <message>
        <source>%1 at batch %2: TPOT %3 ms</source>
        <translation>%1 bei Batch %2: TPOT %3 ms</translation>
    </message>
    <message>
        <source>%1 objective %2 ms</source>
        <translation>%1-Ziel %2 ms</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>%1: TTFT without the network</source>
        <translation>%1: TTFT ohne Netzwerk</translation>
    </message>
    <message>
        <source>%1
batch %2: TTFT without the network %3 ms</source>
        <translation>%1
Batch %2: TTFT ohne Netzwerk %3 ms</translation>
    </message>
    <message>
        <source>%1 at batch %2: TTFT without the network %3 ms</source>
        <translation>%1 bei Batch %2: TTFT ohne Netzwerk %3 ms</translation>
    </message>
    <message>
        <source>Solid: TTFT without the network · dashed: TPOT
Star: each scenario&apos;s own batch</source>
        <translation>Durchgezogen: TTFT ohne Netzwerk · gestrichelt: TPOT
Stern: der eigene Batch jedes Szenarios</translation>
    </message>
</context>
<context>
    <name>ap::LatencyThroughputChart</name>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabe-Token</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Output throughput</source>
        <translation>Ausgabedurchsatz</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Batch sweep</source>
        <translation>Batch-Variation</translation>
    </message>
    <message>
        <source>Batch %1
TPOT: %2 ms
Output: %3 tokens/s</source>
        <translation>Batch %1
TPOT: %2 ms
Ausgabe: %3 Tokens/s</translation>
    </message>
    <message>
        <source>Scenario (batch %1)</source>
        <translation>Szenario (Batch %1)</translation>
    </message>
    <message>
        <source>Scenario: batch %1
TPOT: %2 ms
Output: %3 tokens/s</source>
        <translation>Szenario: Batch %1
TPOT: %2 ms
Ausgabe: %3 Tokens/s</translation>
    </message>
    <message>
        <source>TPOT objective %1 ms</source>
        <translation>TPOT-Ziel %1 ms</translation>
    </message>
    <message>
        <source>Latency vs throughput</source>
        <translation>Latenz und Durchsatz</translation>
    </message>
</context>
<context>
    <name>ap::LayoutLine</name>
    <message>
        <source>Attention heads (padded)</source>
        <translation>Attention-Köpfe (aufgefüllt)</translation>
    </message>
    <message>
        <source>%1, +%2 parameters</source>
        <translation>%1, +%2 Parameter</translation>
    </message>
    <message>
        <source>Expert slots</source>
        <translation>Experten-Slots</translation>
    </message>
    <message>
        <source>%1, busiest rank %2x the average</source>
        <translation>%1, ausgelastetster Rang %2x der Mittelwert</translation>
    </message>
    <message>
        <source>Weight sharding</source>
        <translation>Gewichtsaufteilung</translation>
    </message>
    <message>
        <source>2d weight-stationary</source>
        <translation>2D gewichtsstationär</translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>Auslagerung auf den Host</translation>
    </message>
    <message>
        <source>%1, %2 exposed per step</source>
        <translation>%1, %2 nicht überdeckt je Schritt</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Ablauf</translation>
    </message>
    <message>
        <source>DualPipe: bubble (p/2-1)(F&amp;B+B-3W), 2x parameters per device, p+1 micro-batches of activations</source>
        <translation>DualPipe: Blase (p/2-1)(F&amp;B+B-3W), 2x Parameter je Gerät, p+1 Mikro-Batches an Aktivierungen</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Attention-Kernel</translation>
    </message>
    <message>
        <source>%1x the device&apos;s fused attention</source>
        <translation>%1x die fusionierte Attention des Geräts</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>Kontextparallelität</translation>
    </message>
    <message>
        <source>Hybrid sharding (HSDP)</source>
        <translation>Hybrides Sharding (HSDP)</translation>
    </message>
    <message>
        <source>state sharded over %1 ranks, %2 replicas; %3 of cross-replica gradient all-reduce per step</source>
        <translation>Zustand über %1 Ränge verteilt, %2 Replikate; %3 All-Reduce der Gradienten zwischen Replikaten je Schritt</translation>
    </message>
    <message>
        <source>%1 ranks per replica, KV cache sharded by position; prefill over %2 ranks, ring %3: %4 of exchange exposed in a prompt&apos;s prefill</source>
        <translation>%1 Ränge pro Replikat, KV-Cache nach Position aufgeteilt; Prefill über %2 Ränge, Ring %3: %4 Austausch sichtbar im Prefill eines Prompts</translation>
    </message>
</context>
<context>
    <name>ap::MainWindow</name>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>Diagramm &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Reset &amp;Filters</source>
        <translation>&amp;Filter zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Clear Selection</source>
        <translation>Auswahl &amp;aufheben</translation>
    </message>
    <message>
        <source>Reset Chart &amp;Zoom</source>
        <translation>Diagramm-&amp;Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About AccelPlan</source>
        <translation>&amp;Über AccelPlan</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>built-in + %1</source>
        <translation>eingebaut + %1</translation>
    </message>
    <message>
        <source>built-in (%1 has errors)</source>
        <translation>eingebaut (%1 ist fehlerhaft)</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>eingebaut</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) · catalog: %1</source>
        <translation>
            <numerusform>%n Gerät · Katalog: %1</numerusform>
            <numerusform>%n Geräte · Katalog: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own devices and corrections are read from %1</source>
        <translation>Eigene Geräte und Korrekturen werden aus %1 gelesen</translation>
    </message>
    <message>
        <source>Catalog not loaded: see the message</source>
        <translation>Katalog nicht geladen: siehe Meldung</translation>
    </message>
    <message>
        <source>Device Catalog</source>
        <translation>Gerätekatalog</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>Edit rejected: %1</source>
        <translation>Änderung abgelehnt: %1</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>%1[*] — AccelPlan</source>
        <translation>%1[*] — AccelPlan</translation>
    </message>
    <message>
        <source>%1 (%2)[*] — AccelPlan</source>
        <comment>project name (file name)</comment>
        <translation>%1 (%2)[*] — AccelPlan</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>Projekt speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The project &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>Das Projekt „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>AccelPlan projects (*.accelplan);;All files (*)</source>
        <translation>AccelPlan-Projekte (*.accelplan);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Projekt speichern unter</translation>
    </message>
    <message>
        <source>AccelPlan projects (*.accelplan)</source>
        <translation>AccelPlan-Projekte (*.accelplan)</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>Added scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“ hinzugefügt</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>This view shows no chart.</source>
        <translation>Diese Ansicht zeigt kein Diagramm.</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Exported the chart to %1</source>
        <translation>Diagramm nach %1 exportiert</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Neues Projekt …</translation>
    </message>
    <message>
        <source>Pose a question: the job, the model, the scale, where it may run</source>
        <translation>Eine Frage stellen: die Aufgabe, das Modell, die Größenordnung, wo es laufen darf</translation>
    </message>
    <message>
        <source>New &amp;Empty Project</source>
        <translation>&amp;Leeres Projekt</translation>
    </message>
    <message>
        <source>Export &amp;Playbook…</source>
        <translation>&amp;Playbook exportieren …</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language changes when AccelPlan is started again.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von AccelPlan.</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The user guide is not installed (share/doc/accelplan).</source>
        <translation>Das Benutzerhandbuch ist nicht installiert (share/doc/accelplan).</translation>
    </message>
    <message>
        <source>No program opens %1.</source>
        <translation>Kein Programm öffnet %1.</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>New project: searching for the best options…</source>
        <translation>Neues Projekt: Die besten Optionen werden gesucht …</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>%1 nach %2 gespeichert</translation>
    </message>
    <message>
        <source>A price override lives in a scenario: open or create a project first.</source>
        <translation>Eine Preisüberschreibung gehört zu einem Szenario: Öffnen oder erstellen Sie zuerst ein Projekt.</translation>
    </message>
    <message>
        <source>Price override for %1 set (Edit &gt; Undo removes it)</source>
        <translation>Preisüberschreibung für %1 gesetzt (Bearbeiten &gt; Rückgängig entfernt sie)</translation>
    </message>
    <message>
        <source>Open Example</source>
        <translation>Beispiel öffnen</translation>
    </message>
    <message>
        <source>playbook.pdf</source>
        <translation>playbook.pdf</translation>
    </message>
    <message>
        <source>Export Playbook</source>
        <translation>Playbook exportieren</translation>
    </message>
    <message>
        <source>Playbook written to %1</source>
        <translation>Playbook nach %1 geschrieben</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Markdown (*.md);;CSV tables (*.csv)</source>
        <translation>PDF (*.pdf);;Markdown (*.md);;CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>Import P&amp;rices…</source>
        <translation>P&amp;reise importieren …</translation>
    </message>
    <message>
        <source>Read a SkyPilot catalog (vms.csv) or LiteLLM&apos;s model prices into your prices</source>
        <translation>Einen SkyPilot-Katalog (vms.csv) oder die Modellpreise von LiteLLM in Ihre Preise übernehmen</translation>
    </message>
    <message>
        <source>Prices not loaded: see the message</source>
        <translation>Preise nicht geladen: siehe Meldung</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Import Prices</source>
        <translation>Preise importieren</translation>
    </message>
    <message>
        <source>No place for your prices: HOME is not set.</source>
        <translation>Kein Ort für Ihre Preise: HOME ist nicht gesetzt.</translation>
    </message>
    <message>
        <source>The prices were not imported.
%1</source>
        <translation>Die Preise wurden nicht importiert.
%1</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) imported (%1 rows read).</source>
        <translation>
            <numerusform>%n Preis importiert (%1 Zeilen gelesen).</numerusform>
            <numerusform>%n Preise importiert (%1 Zeilen gelesen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your prices are saved in %1 and used for every project from now on.</source>
        <translation>Ihre Preise sind in %1 gespeichert und gelten ab jetzt für jedes Projekt.</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) imported</source>
        <translation>
            <numerusform>%n Preis importiert</numerusform>
            <numerusform>%n Preise importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Price lists (vms.csv model_prices_and_context_window.json *.json *.csv)</source>
        <translation>Preislisten (vms.csv model_prices_and_context_window.json *.json *.csv)</translation>
    </message>
    <message>
        <source>Building the playbook for %1…</source>
        <translation>Playbook für %1 wird erstellt…</translation>
    </message>
    <message>
        <source>Site figures are changed per scenario: open or create a project first.</source>
        <translation>Standortkennzahlen werden je Szenario geändert: Öffnen oder erstellen Sie zuerst ein Projekt.</translation>
    </message>
    <message>
        <source>Figures of site %1 set (Edit &gt; Undo removes them)</source>
        <translation>Kennzahlen von Standort %1 gesetzt (Bearbeiten &gt; Rückgängig entfernt sie)</translation>
    </message>
    <message numerus="yes">
        <source>New project: %1 recommended; %n option(s) meet every constraint</source>
        <translation>
            <numerusform>Neues Projekt: %1 empfohlen; %n Option erfüllt alle Bedingungen</numerusform>
            <numerusform>Neues Projekt: %1 empfohlen; %n Optionen erfüllen alle Bedingungen</numerusform>
        </translation>
    </message>
    <message>
        <source>New project: no option meets every constraint; the Recommendation view says why</source>
        <translation>Neues Projekt: keine Option erfüllt alle Bedingungen; die Ansicht „Empfehlung“ nennt den Grund</translation>
    </message>
    <message>
        <source>New project: the search found no answer; the Recommendation view says why</source>
        <translation>Neues Projekt: die Suche fand keine Antwort; die Ansicht „Empfehlung“ nennt den Grund</translation>
    </message>
    <message>
        <source>New project: the search was stopped; press Search to run it again</source>
        <translation>Neues Projekt: die Suche wurde abgebrochen; „Suchen“ startet sie erneut</translation>
    </message>
</context>
<context>
    <name>ap::MonteCarloChart</name>
    <message>
        <source>Monte Carlo: distribution per option</source>
        <translation>Monte Carlo: Verteilung je Option</translation>
    </message>
    <message>
        <source>Share of samples</source>
        <translation>Anteil der Stichproben</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>#%1 recommended: %2</source>
        <translation>#%1 empfohlen: %2</translation>
    </message>
    <message>
        <source>#%1: %2</source>
        <translation>#%1: %2</translation>
    </message>
    <message>
        <source>P(best of all) %1 %</source>
        <translation>P(bester von allen) %1 %</translation>
    </message>
    <message>
        <source>%1
median %2 %3, P10 %4, P90 %5</source>
        <translation>%1
Median %2 %3, P10 %4, P90 %5</translation>
    </message>
    <message>
        <source>Triangles: medians</source>
        <translation>Dreiecke: Mediane</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) not drawn</source>
        <translation>
            <numerusform>%n weitere Option nicht gezeichnet</numerusform>
            <numerusform>%n weitere Optionen nicht gezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <source>#1 beats the runner-up head to head
in %1 % of %2 samples</source>
        <translation>#1 schlägt den Zweitplatzierten im direkten Vergleich
in %1 % von %2 Stichproben</translation>
    </message>
</context>
<context>
    <name>ap::MonteCarloModel</name>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>P10 (%1)</source>
        <translation>P10 (%1)</translation>
    </message>
    <message>
        <source>P50 (%1)</source>
        <translation>P50 (%1)</translation>
    </message>
    <message>
        <source>P90 (%1)</source>
        <translation>P90 (%1)</translation>
    </message>
    <message>
        <source>Share of the samples in which this candidate is the best of all candidates. The winner can beat the runner-up in nearly every sample and still be best of all in fewer: in the others a third candidate beats both.</source>
        <translation>Anteil der Stichproben, in denen dieser Kandidat der beste aller Kandidaten ist. Der Gewinner kann den Zweitplatzierten in fast jeder Stichprobe schlagen und trotzdem seltener der beste von allen sein: in den übrigen schlägt ein dritter Kandidat beide.</translation>
    </message>
    <message>
        <source>P(best of all) (%)</source>
        <translation>P(bester von allen) (%)</translation>
    </message>
    <message>
        <source>Share of the samples in which this candidate breaks a constraint of the study (budget, deadline, SLO, ...) under the sampled inputs: it cannot be best there. Its figures in those samples still count in P10, P50 and P90.</source>
        <translation>Anteil der Stichproben, in denen dieser Kandidat mit den gezogenen Eingaben eine Bedingung der Studie verletzt (Budget, Frist, SLO, ...): dort kann er nicht der beste sein. Seine Werte in diesen Stichproben zählen in P10, P50 und P90 weiterhin mit.</translation>
    </message>
    <message>
        <source>Infeasible (%)</source>
        <translation>Nicht machbar (%)</translation>
    </message>
</context>
<context>
    <name>ap::NetworkShareChart</name>
    <message>
        <source>Request latency: the network&apos;s share</source>
        <translation>Anfragelatenz: der Anteil des Netzwerks</translation>
    </message>
    <message>
        <source>Latency of one request</source>
        <translation>Latenz einer Anfrage</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Scenario (site)</source>
        <translation>Szenario (Standort)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Network round trip</source>
        <translation>Netzwerk-Roundtrip</translation>
    </message>
    <message>
        <source>Time to first token (engine)</source>
        <translation>Zeit bis zum ersten Token (Engine)</translation>
    </message>
    <message>
        <source>Decoding the other tokens</source>
        <translation>Decodieren der übrigen Tokens</translation>
    </message>
    <message>
        <source>%1
network round trip %2 ms: %3 % of the request</source>
        <translation>%1
Netzwerk-Roundtrip %2 ms: %3 % der Anfrage</translation>
    </message>
    <message>
        <source>%1
time to first token %2 ms</source>
        <translation>%1
Zeit bis zum ersten Token %2 ms</translation>
    </message>
    <message>
        <source>%1
decoding %2 ms</source>
        <translation>%1
Decodieren %2 ms</translation>
    </message>
    <message>
        <source>network %1 %</source>
        <translation>Netzwerk %1 %</translation>
    </message>
</context>
<context>
    <name>ap::NewProjectWizard</name>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>What do you want to do?</source>
        <translation>Was möchten Sie tun?</translation>
    </message>
    <message>
        <source>The answer is a project with one scenario and one recommendation study; every choice stays editable.</source>
        <translation>Das Ergebnis ist ein Projekt mit einem Szenario und einer Empfehlungsstudie; jede Wahl bleibt änderbar.</translation>
    </message>
    <message>
        <source>&amp;Train a model (pretraining)</source>
        <translation>Ein Modell &amp;trainieren (Pretraining)</translation>
    </message>
    <message>
        <source>&amp;Fine-tune a model (full fine-tuning)</source>
        <translation>Ein Modell &amp;feinabstimmen (vollständiges Fine-Tuning)</translation>
    </message>
    <message>
        <source>&amp;Serve a model to users</source>
        <translation>Ein Modell für Nutzer &amp;bereitstellen</translation>
    </message>
    <message>
        <source>Serve a model and &amp;evaluate online traffic with a judge model</source>
        <translation>Ein Modell bereitstellen und den Online-Verkehr mit einem Bewertungsmodell &amp;evaluieren</translation>
    </message>
    <message>
        <source>(from the job and the model)</source>
        <translation>(aus Aufgabe und Modell)</translation>
    </message>
    <message>
        <source>Project &amp;name:</source>
        <translation>Projekt&amp;name:</translation>
    </message>
    <message>
        <source>Which model?</source>
        <translation>Welches Modell?</translation>
    </message>
    <message>
        <source>Published shapes (data/models/presets.json), or your own.</source>
        <translation>Veröffentlichte Modellformen (data/models/presets.json) oder Ihre eigene.</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Eigenes …</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>Number format of the weights (and of the compute where the device supports it)</source>
        <translation>Zahlenformat der Gewichte (und der Rechnung, wo das Gerät es unterstützt)</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Genauigkeit:</translation>
    </message>
    <message>
        <source>Custom model shape</source>
        <translation>Eigene Modellform</translation>
    </message>
    <message>
        <source>Parameters (billions):</source>
        <translation>Parameter (Milliarden):</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Schichten:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Versteckte Dimension:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Attention-Köpfe:</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV-Köpfe:</translation>
    </message>
    <message>
        <source>FFN hidden size:</source>
        <translation>Versteckte FFN-Dimension:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>Vokabular:</translation>
    </message>
    <message>
        <source>Experts (1: dense):</source>
        <translation>Experten (1: dicht):</translation>
    </message>
    <message>
        <source>Experts per token:</source>
        <translation>Experten pro Token:</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Approximation: %1</source>
        <translation>Näherung: %1</translation>
    </message>
    <message>
        <source>Enter the shape from the model&apos;s config.json or paper.</source>
        <translation>Geben Sie die Form aus der config.json oder der Veröffentlichung des Modells ein.</translation>
    </message>
    <message>
        <source>How much?</source>
        <translation>Wie viel?</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <source> billion tokens</source>
        <translation> Milliarden Tokens</translation>
    </message>
    <message>
        <source>Tokens processed over the whole run (epochs x dataset tokens)</source>
        <translation>Über den ganzen Lauf verarbeitete Tokens (Epochen × Tokens des Datensatzes)</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>&amp;Tokens:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Time to train incl. failures and checkpoint stalls; 0: none</source>
        <translation>Trainingsdauer inkl. Ausfällen und Checkpoint-Stillständen; 0: keine</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Frist:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>&amp;Sequenzlänge:</translation>
    </message>
    <message>
        <source>Serving demand and service levels</source>
        <translation>Serving-Bedarf und Service-Level</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> Anfragen/s</translation>
    </message>
    <message>
        <source>Peak requests per second the deployment must carry</source>
        <translation>Spitzenanfragen pro Sekunde, die die Bereitstellung tragen muss</translation>
    </message>
    <message>
        <source>&amp;Requests:</source>
        <translation>&amp;Anfragen:</translation>
    </message>
    <message>
        <source>&amp;Input per request:</source>
        <translation>&amp;Eingabe pro Anfrage:</translation>
    </message>
    <message>
        <source>&amp;Output per request:</source>
        <translation>&amp;Ausgabe pro Anfrage:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>TT&amp;FT at most:</source>
        <translation>TT&amp;FT höchstens:</translation>
    </message>
    <message>
        <source>T&amp;POT at most:</source>
        <translation>T&amp;POT höchstens:</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Bewertungsmodell</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Bewerter:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of requests the judge scores</source>
        <translation>Anteil der Anfragen, die der Bewerter beurteilt</translation>
    </message>
    <message>
        <source>&amp;Sampled:</source>
        <translation>&amp;Stichprobe:</translation>
    </message>
    <message>
        <source>The tokens to train on and by when.</source>
        <translation>Die zu trainierenden Tokens und bis wann.</translation>
    </message>
    <message>
        <source>The load to carry and the latency users may see.</source>
        <translation>Die zu tragende Last und die Latenz, die Nutzer sehen dürfen.</translation>
    </message>
    <message>
        <source>Where may it run, and what may the data do?</source>
        <translation>Wo darf es laufen, und was dürfen die Daten?</translation>
    </message>
    <message>
        <source>The recommendation searches the sites you allow (data/sites).</source>
        <translation>Die Empfehlung durchsucht die Standorte, die Sie zulassen (data/sites).</translation>
    </message>
    <message>
        <source>Allowed infrastructure</source>
        <translation>Zugelassene Infrastruktur</translation>
    </message>
    <message>
        <source>Own data centre (buy the hardware)</source>
        <translation>Eigenes Rechenzentrum (Hardware kaufen)</translation>
    </message>
    <message>
        <source>Colocation (buy, rent the space and power)</source>
        <translation>Colocation (kaufen, Fläche und Strom mieten)</translation>
    </message>
    <message>
        <source>Edge (small owned footprint near users or data)</source>
        <translation>Edge (kleine eigene Installation nahe an Nutzern oder Daten)</translation>
    </message>
    <message>
        <source>Public model API (pay per token; compared as a scenario)</source>
        <translation>Öffentliche Modell-API (Bezahlung pro Token; als Szenario verglichen)</translation>
    </message>
    <message>
        <source>Cloud: %1</source>
        <translation>Cloud: %1</translation>
    </message>
    <message>
        <source>Regions: %1</source>
        <translation>Regionen: %1</translation>
    </message>
    <message>
        <source>Sites that may not hold this class are rejected (see docs/placement-and-costs.md, Sovereignty)</source>
        <translation>Standorte, die diese Klasse nicht halten dürfen, werden abgelehnt (siehe docs/placement-and-costs.md, Sovereignty)</translation>
    </message>
    <message>
        <source>&amp;Data class:</source>
        <translation>&amp;Datenklasse:</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>überall</translation>
    </message>
    <message>
        <source>the EU</source>
        <translation>in der EU</translation>
    </message>
    <message>
        <source>the US</source>
        <translation>in den USA</translation>
    </message>
    <message>
        <source>Data must &amp;stay in:</source>
        <translation>Daten müssen &amp;bleiben:</translation>
    </message>
    <message>
        <source>as in the site catalog</source>
        <translation>wie im Standortkatalog</translation>
    </message>
    <message>
        <source>Where your own data centre, colocation and edge sites are (written as placement.sites patches of the scenario)</source>
        <translation>Wo Ihr eigenes Rechenzentrum, Ihre Colocation- und Edge-Standorte sind (als placement.sites-Änderungen des Szenarios geschrieben)</translation>
    </message>
    <message>
        <source>Your &amp;own sites are in:</source>
        <translation>Ihre &amp;eigenen Standorte sind in:</translation>
    </message>
    <message>
        <source>Allow at least one place where devices can run.</source>
        <translation>Lassen Sie mindestens einen Ort zu, an dem Geräte laufen können.</translation>
    </message>
    <message numerus="yes">
        <source>The search will try %n site(s): %1</source>
        <translation>
            <numerusform>Die Suche prüft %n Standort: %1</numerusform>
            <numerusform>Die Suche prüft %n Standorte: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Budget and horizon</source>
        <translation>Budget und Zeithorizont</translation>
    </message>
    <message>
        <source>Finish to search for the best options.</source>
        <translation>Mit „Fertigstellen“ nach den besten Optionen suchen.</translation>
    </message>
    <message>
        <source>Training: per run. Serving: total over the horizon.</source>
        <translation>Training: pro Lauf. Serving: insgesamt über den Zeithorizont.</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <source> months</source>
        <translation> Monate</translation>
    </message>
    <message>
        <source>Length of the cash-flow series (owned hardware is bought for it)</source>
        <translation>Länge der Zahlungsreihe (eigene Hardware wird dafür gekauft)</translation>
    </message>
    <message>
        <source>&amp;Horizon:</source>
        <translation>&amp;Zeithorizont:</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>&amp;Rangfolge nach:</translation>
    </message>
    <message numerus="yes">
        <source>Project &quot;%1&quot;: the scenario &quot;%2&quot; and a study searching %n site(s).</source>
        <translation>
            <numerusform>Projekt „%1“: das Szenario „%2“ und eine Studie, die %n Standort durchsucht.</numerusform>
            <numerusform>Projekt „%1“: das Szenario „%2“ und eine Studie, die %n Standorte durchsucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>the EU/EEA (GDPR area)</source>
        <translation>in der EU/im EWR (DSGVO-Raum)</translation>
    </message>
    <message>
        <source>EU member states only</source>
        <translation>nur in EU-Mitgliedstaaten</translation>
    </message>
    <message>
        <source>the EU/EEA or an adequate country</source>
        <translation>in der EU/im EWR oder einem angemessenen Land</translation>
    </message>
    <message>
        <source>The GDPR&apos;s area: the 27 EU member states and Iceland, Liechtenstein and Norway.</source>
        <translation>Der Geltungsbereich der DSGVO: die 27 EU-Mitgliedstaaten sowie Island, Liechtenstein und Norwegen.</translation>
    </message>
    <message>
        <source>The 27 EU member states; Iceland, Liechtenstein and Norway (EEA) are left out.</source>
        <translation>Die 27 EU-Mitgliedstaaten; Island, Liechtenstein und Norwegen (EWR) sind ausgeschlossen.</translation>
    </message>
    <message>
        <source>The EU/EEA and the countries with an EU adequacy decision (GDPR Art. 45): the UK, Switzerland, Japan, Korea, Canada, Israel, New Zealand, Argentina, Uruguay and others. The US is not one: its decision covers only certified organisations.</source>
        <translation>Die EU/der EWR und die Länder mit einem Angemessenheitsbeschluss der EU (Art. 45 DSGVO): das Vereinigte Königreich, die Schweiz, Japan, Korea, Kanada, Israel, Neuseeland, Argentinien, Uruguay und weitere. Die USA gehören nicht dazu: Ihr Beschluss gilt nur für zertifizierte Organisationen.</translation>
    </message>
    <message>
        <source>Sites in the United States.</source>
        <translation>Standorte in den Vereinigten Staaten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n site(s))</source>
        <translation>
            <numerusform>%1 (%n Standort)</numerusform>
            <numerusform>%1 (%n Standorte)</numerusform>
        </translation>
    </message>
    <message>
        <source>No site you allowed is in %1: the site kinds and cloud providers you picked have none there. To go on, say where your own sites are.</source>
        <translation>Keiner der zugelassenen Standorte liegt %1: Die gewählten Standortarten und Cloud-Anbieter haben dort keinen. Geben Sie, um fortzufahren, an, wo Ihre eigenen Standorte sind.</translation>
    </message>
    <message>
        <source>No site you allowed is in %1: the site kinds and cloud providers you picked have none there. To go on, allow a cloud provider with a region there (%2), or say where your own sites are.</source>
        <translation>Keiner der zugelassenen Standorte liegt %1: Die gewählten Standortarten und Cloud-Anbieter haben dort keinen. Lassen Sie, um fortzufahren, einen Cloud-Anbieter mit einer Region dort zu (%2) oder geben Sie an, wo Ihre eigenen Standorte sind.</translation>
    </message>
    <message numerus="yes">
        <source>The nearest wider choice, %1, has %n site(s).</source>
        <translation>
            <numerusform>Die nächstweitere Wahl (%1) hat %n Standort.</numerusform>
            <numerusform>Die nächstweitere Wahl (%1) hat %n Standorte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Stattdessen: %1</translation>
    </message>
    <message>
        <source>Time to first token, incl. the users&apos; network round trip. Default: 2 s, MLPerf Inference&apos;s server-scenario limit for Llama 2 70B (an interactive chat aims at 0.5 s)</source>
        <translation>Zeit bis zum ersten Token, inkl. der Netzwerk-Umlaufzeit der Nutzer. Standard: 2 s, die Grenze des Server-Szenarios von MLPerf Inference für Llama 2 70B (ein interaktiver Chat zielt auf 0,5 s)</translation>
    </message>
    <message>
        <source>Time per output token after the first. Default: 200 ms, MLPerf Inference&apos;s server-scenario limit for Llama 2 70B (5 tokens/s, about reading speed; its interactive scenario asks 40 ms)</source>
        <translation>Zeit pro Ausgabe-Token nach dem ersten. Standard: 200 ms, die Grenze des Server-Szenarios von MLPerf Inference für Llama 2 70B (5 Tokens/s, etwa Lesegeschwindigkeit; sein interaktives Szenario verlangt 40 ms)</translation>
    </message>
    <message>
        <source>must not leave the organisation&apos;s control</source>
        <translation>darf die Kontrolle der Organisation nicht verlassen</translation>
    </message>
    <message>
        <source>own sites only</source>
        <translation>nur eigene Standorte</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>data class (what it means)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ap::Objectives</name>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Carbon</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Kosten pro Lauf</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Kosten pro Million Tokens</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation>Energie pro Lauf</translation>
    </message>
    <message>
        <source>Energy per million tokens</source>
        <translation>Energie pro Million Tokens</translation>
    </message>
    <message>
        <source>CO₂ per run</source>
        <translation>CO₂ pro Lauf</translation>
    </message>
    <message>
        <source>CO₂ per million tokens</source>
        <translation>CO₂ pro Million Tokens</translation>
    </message>
    <message>
        <source>Cost risk</source>
        <translation>Kostenrisiko</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Request latency incl. the users&apos; network</source>
        <translation>Anfragelatenz inkl. Netzwerk der Nutzer</translation>
    </message>
</context>
<context>
    <name>ap::ParetoChart</name>
    <message>
        <source>Trade-offs</source>
        <translation>Zielkonflikte</translation>
    </message>
    <message>
        <source>%1
%2: %3 %4
%5: %6 %7</source>
        <translation>%1
%2: %3 %4
%5: %6 %7</translation>
    </message>
    <message>
        <source>Ranked candidates</source>
        <translation>Bewertete Kandidaten</translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation>Pareto-optimal</translation>
    </message>
    <message>
        <source>Front in this view</source>
        <translation>Front in dieser Ansicht</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2</source>
        <translation>Empfohlen: %1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>Model&apos;s P10-P90 range (%n measured run(s))</source>
        <translation>
            <numerusform>P10–P90-Bereich des Modells (%n gemessener Lauf)</numerusform>
            <numerusform>P10–P90-Bereich des Modells (%n gemessene Läufe)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::Playbook</name>
    <message>
        <source>Executive summary</source>
        <translation>Zusammenfassung für die Entscheidung</translation>
    </message>
    <message>
        <source>The project states no recommendation study and has no scenario to build one from; the scenario results below are the whole answer.</source>
        <translation>Das Projekt nennt keine Empfehlungsstudie und hat kein Szenario, aus dem sich eine bilden ließe; die Ergebnisse der Szenarien unten sind die ganze Antwort.</translation>
    </message>
    <message>
        <source>No option meets the constraints of this study.</source>
        <translation>Keine Option erfüllt die Bedingungen dieser Studie.</translation>
    </message>
    <message>
        <source>Recommendation: %1, %2 %3 (%4).</source>
        <translation>Empfehlung: %1, %2 %3 (%4).</translation>
    </message>
    <message>
        <source>Total cost %1 for the run (the placement&apos;s whole horizon: %2).</source>
        <translation>Gesamtkosten %1 für den Lauf (ganzer Zeithorizont der Platzierung: %2).</translation>
    </message>
    <message>
        <source>Total cost %1 over the horizon (the placement&apos;s whole horizon: %2).</source>
        <translation>Gesamtkosten %1 über den Zeithorizont (ganzer Zeithorizont der Platzierung: %2).</translation>
    </message>
    <message>
        <source>Runner-up: %1 at %2 %3 (%4).</source>
        <translation>Zweitplatziert: %1 mit %2 %3 (%4).</translation>
    </message>
    <message>
        <source>What would flip the decision: %1</source>
        <translation>Was die Entscheidung kippen würde: %1</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Recommended option</source>
        <translation>Empfohlene Option</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Fallback site</source>
        <translation>Ausweichstandort</translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Gesamtkosten</translation>
    </message>
    <message>
        <source>Time to train (incl. failures)</source>
        <translation>Trainingsdauer (inkl. Ausfällen)</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Output tokens/s (capacity)</source>
        <translation>Ausgabe-Tokens/s (Kapazität)</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Elektrische Anschlussleistung</translation>
    </message>
    <message>
        <source>P(winner beats runner-up), head to head</source>
        <translation>P(Gewinner schlägt Zweitplatzierten), direkter Vergleich</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>Verglichene Optionen</translation>
    </message>
    <message>
        <source>Scenarios as written</source>
        <translation>Szenarien wie angegeben</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation>Speicher/Gerät</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Latency or step</source>
        <translation>Latenz oder Schritt</translation>
    </message>
    <message>
        <source>%1 [infeasible]</source>
        <translation>%1 [nicht machbar]</translation>
    </message>
    <message>
        <source>%1/step</source>
        <translation>%1/Schritt</translation>
    </message>
    <message>
        <source>%1: ranked options</source>
        <translation>%1: Optionen nach Rang</translation>
    </message>
    <message>
        <source>Searched %1 layouts and %2 placed candidates; %3 feasible. Objective: %4.</source>
        <translation>%1 Aufteilungen und %2 platzierte Kandidaten durchsucht; %3 machbar. Ziel: %4.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Cost /run</source>
        <translation>Kosten/Lauf</translation>
    </message>
    <message>
        <source>Cost /M tok</source>
        <translation>Kosten/Mio. Tok.</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>Rejected for</source>
        <translation>Abgelehnt wegen</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>%1: why not the others</source>
        <translation>%1: warum nicht die anderen</translation>
    </message>
    <message>
        <source>%1: what would flip the decision</source>
        <translation>%1: was die Entscheidung kippen würde</translation>
    </message>
    <message>
        <source>%1: Monte Carlo (%2 samples, seed %3)</source>
        <translation>%1: Monte Carlo (%2 Stichproben, Startwert %3)</translation>
    </message>
    <message>
        <source>P(best of all)</source>
        <translation>P(beste von allen)</translation>
    </message>
    <message>
        <source>Infeasible</source>
        <translation>Nicht machbar</translation>
    </message>
    <message>
        <source>Sampled: %1.</source>
        <translation>Gezogen: %1.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Roofline of the devices compared, with the operators of the first scenario&apos;s layer placed where they run</source>
        <translation>Roofline der verglichenen Geräte, mit den Operatoren einer Schicht des ersten Szenarios dort eingezeichnet, wo sie laufen</translation>
    </message>
    <message>
        <source>where a training step&apos;s time goes</source>
        <translation>wofür die Zeit eines Trainingsschritts verwendet wird</translation>
    </message>
    <message>
        <source>memory per device</source>
        <translation>Speicher je Gerät</translation>
    </message>
    <message>
        <source>latency against throughput</source>
        <translation>Latenz gegen Durchsatz</translation>
    </message>
    <message>
        <source>TTFT and TPOT against the batch</source>
        <translation>TTFT und TPOT gegen die Batchgröße</translation>
    </message>
    <message>
        <source>cash flow over the horizon</source>
        <translation>Zahlungsstrom über den Zeithorizont</translation>
    </message>
    <message>
        <source>cost breakdown</source>
        <translation>Aufschlüsselung der Kosten</translation>
    </message>
    <message>
        <source>buy vs rent, cumulative cost</source>
        <translation>kaufen oder mieten, kumulierte Kosten</translation>
    </message>
    <message>
        <source>latency to the users by distance</source>
        <translation>Latenz zu den Nutzern nach Entfernung</translation>
    </message>
    <message>
        <source>checkpoint and data-set transfer time against bandwidth</source>
        <translation>Übertragungszeit von Checkpoint und Datensatz gegen die Bandbreite</translation>
    </message>
    <message>
        <source>egress economics</source>
        <translation>Egress-Wirtschaftlichkeit</translation>
    </message>
    <message>
        <source>Request latency of each served scenario: network round trip, time to first token and decoding</source>
        <translation>Latenz einer Anfrage je bereitgestelltem Szenario: Netzwerk-Umlaufzeit, Zeit bis zum ersten Token und Dekodierung</translation>
    </message>
    <message>
        <source>the trade-off (Pareto front)</source>
        <translation>der Zielkonflikt (Pareto-Front)</translation>
    </message>
    <message>
        <source>what the winner&apos;s objective is sensitive to</source>
        <translation>worauf das Ziel des Gewinners empfindlich reagiert</translation>
    </message>
    <message>
        <source>Monte Carlo distribution of the objective per option</source>
        <translation>Monte-Carlo-Verteilung des Ziels je Option</translation>
    </message>
    <message>
        <source>Playbook: %1</source>
        <translation>Playbook: %1</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>model parameters</source>
        <translation>Modellparameter</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>verborgene Dimension</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>Trainings-Tokens</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>globaler Batch</translation>
    </message>
    <message>
        <source>input tokens per request</source>
        <translation>Eingabe-Tokens je Anfrage</translation>
    </message>
    <message>
        <source>output tokens per request</source>
        <translation>Ausgabe-Tokens je Anfrage</translation>
    </message>
    <message>
        <source>SLO: TTFT</source>
        <translation>SLO: TTFT</translation>
    </message>
    <message>
        <source>SLO: TPOT</source>
        <translation>SLO: TPOT</translation>
    </message>
    <message>
        <source>beam width</source>
        <translation>Strahlbreite (Beams)</translation>
    </message>
    <message>
        <source>%1 beams per request, prompt prefilled once, its KV cache shared</source>
        <translation>%1 Beams je Anfrage, Prompt einmal vorbefüllt, sein KV-Cache geteilt</translation>
    </message>
    <message>
        <source>%1 beams per request, prompt prefilled once, its KV cache copied per beam</source>
        <translation>%1 Beams je Anfrage, Prompt einmal vorbefüllt, sein KV-Cache je Beam kopiert</translation>
    </message>
    <message>
        <source>project file (beam_width): the batch counts beams; output tokens count one beam per request</source>
        <translation>Projektdatei (beam_width): der Batch zählt Beams; Ausgabe-Tokens zählen einen Beam je Anfrage</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>device count</source>
        <translation>Anzahl der Geräte</translation>
    </message>
    <message>
        <source>software stack</source>
        <translation>Software-Stack</translation>
    </message>
    <message>
        <source>default: the device&apos;s usual stack (README, software stacks)</source>
        <translation>Standard: der übliche Stack des Geräts (README, Software-Stacks)</translation>
    </message>
    <message>
        <source>project file (software_stack)</source>
        <translation>Projektdatei (software_stack)</translation>
    </message>
    <message>
        <source>attention heads padded to</source>
        <translation>Attention-Heads aufgefüllt auf</translation>
    </message>
    <message>
        <source>%1 (of %2, a multiple of tensor %3)</source>
        <translation>%1 (von %2, ein Vielfaches von Tensor %3)</translation>
    </message>
    <message>
        <source>project file (pad_heads): the padded heads&apos; weights, FLOPs and KV cache are counted (AWS Neuron)</source>
        <translation>Projektdatei (pad_heads): Gewichte, FLOPs und KV-Cache der aufgefüllten Heads werden mitgezählt (AWS Neuron)</translation>
    </message>
    <message>
        <source>expert slots</source>
        <translation>Expertenplätze</translation>
    </message>
    <message>
        <source>%1 for %2 experts over %3 ranks</source>
        <translation>%1 für %2 Experten auf %3 Ranks</translation>
    </message>
    <message>
        <source>project file (expert_slots): replicas of hot experts (DeepSeek-V3 serving), their weights held, load moved to them</source>
        <translation>Projektdatei (expert_slots): Repliken stark genutzter Experten (DeepSeek-V3 im Betrieb), ihre Gewichte vorgehalten, Last auf sie verlagert</translation>
    </message>
    <message>
        <source>weight sharding</source>
        <translation>Aufteilung der Gewichte</translation>
    </message>
    <message>
        <source>2d weight-stationary</source>
        <translation>2D, Gewichte ortsfest (weight-stationary)</translation>
    </message>
    <message>
        <source>project file (weight_sharding): Pope et al. 2022, weights over both mesh axes, attention over heads and batch</source>
        <translation>Projektdatei (weight_sharding): Pope et al. 2022, Gewichte über beide Achsen des Gitters, Attention über Heads und Batch</translation>
    </message>
    <message>
        <source>host offload</source>
        <translation>Auslagerung in den Host-Speicher</translation>
    </message>
    <message>
        <source>project file (host_offload): moved over the device&apos;s host link, overlapped with compute; the excess is in the step time</source>
        <translation>Projektdatei (host_offload): über die Host-Anbindung des Geräts übertragen, überlappend mit der Berechnung; der Überschuss steckt in der Schrittzeit</translation>
    </message>
    <message>
        <source>attention kernel</source>
        <translation>Attention-Kernel</translation>
    </message>
    <message>
        <source>project file: FlashAttention-2, 0.62x the fused kernel of Hopper and Blackwell (FlashAttention-3 paper, Figure 5)</source>
        <translation>Projektdatei: FlashAttention-2, 0,62x des fusionierten Kernels von Hopper und Blackwell (FlashAttention-3-Artikel, Abbildung 5)</translation>
    </message>
    <message>
        <source>project file: the first FlashAttention (CUDA or Triton), 1/1.4 of FlashAttention-2 forward and 1/2 backward on the same GPU (FlashAttention-2 paper, section 4.1)</source>
        <translation>Projektdatei: das erste FlashAttention (CUDA oder Triton), 1/1,4 von FlashAttention-2 im Vorwärts- und 1/2 im Rückwärtsdurchlauf auf derselben GPU (FlashAttention-2-Artikel, Abschnitt 4.1)</translation>
    </message>
    <message>
        <source>project file: the score matrix goes through memory</source>
        <translation>Projektdatei: die Score-Matrix geht durch den Speicher</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>Pipeline-Ablaufplan</translation>
    </message>
    <message>
        <source>project file (pipeline_schedule): DeepSeek-V3 report Table 2, bubble (p/2-1)(F&amp;B+B-3W), 2x parameters and p+1 micro-batches of activations per device</source>
        <translation>Projektdatei (pipeline_schedule): DeepSeek-V3-Bericht, Tabelle 2, Leerlauf (p/2-1)(F&amp;B+B-3W), 2x Parameter und p+1 Micro-Batches an Aktivierungen je Gerät</translation>
    </message>
    <message>
        <source>project file (reliability), else default</source>
        <translation>Projektdatei (reliability), sonst Standard</translation>
    </message>
    <message>
        <source>default: Llama 3 405B run rates (Grattafiori et al. 2024, Table 5); PyTorch NCCL watchdog 600 s</source>
        <translation>Standard: Raten des Llama-3-405B-Laufs (Grattafiori et al. 2024, Tabelle 5); PyTorch-NCCL-Watchdog 600 s</translation>
    </message>
    <message>
        <source>restart time</source>
        <translation>Neustartzeit</translation>
    </message>
    <message>
        <source>NCCL watchdog timeout</source>
        <translation>Timeout des NCCL-Watchdogs</translation>
    </message>
    <message>
        <source>GPU failures per device-hour</source>
        <translation>GPU-Ausfälle je Gerätestunde</translation>
    </message>
    <message>
        <source>step jitter (CV)</source>
        <translation>Schwankung der Schrittzeit (VK)</translation>
    </message>
    <message>
        <source>checkpoint bytes per parameter</source>
        <translation>Checkpoint-Bytes je Parameter</translation>
    </message>
    <message>
        <source>storage tier</source>
        <translation>Speicherstufe</translation>
    </message>
    <message>
        <source>storage aggregate write</source>
        <translation>Gesamtschreibrate des Speichers</translation>
    </message>
    <message>
        <source>compute site</source>
        <translation>Rechenstandort</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>Zeithorizont</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <source>project file (default 36)</source>
        <translation>Projektdatei (Standard 36)</translation>
    </message>
    <message>
        <source>discount rate</source>
        <translation>Diskontsatz</translation>
    </message>
    <message>
        <source>project file (default 8%)</source>
        <translation>Projektdatei (Standard 8 %)</translation>
    </message>
    <message>
        <source>data classes</source>
        <translation>Datenklassen</translation>
    </message>
    <message>
        <source>Inputs: %1</source>
        <translation>Eingaben: %1</translation>
    </message>
    <message>
        <source>Device figures</source>
        <translation>Kennzahlen der Geräte</translation>
    </message>
    <message>
        <source>dense peak (highest format)</source>
        <translation>dichte Spitzenleistung (höchstes Format)</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>Speicherkapazität</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Prices (date and confidence of each)</source>
        <translation>Preise (jeweils mit Datum und Verlässlichkeit)</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Verlässlichkeit</translation>
    </message>
    <message>
        <source>Calibration status of the device families used</source>
        <translation>Kalibrierungsstand der verwendeten Gerätefamilien</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Compute scale</source>
        <translation>Rechenfaktor</translation>
    </message>
    <message>
        <source>calibrated against measurements</source>
        <translation>an Messungen kalibriert</translation>
    </message>
    <message>
        <source>no measurements: shared efficiencies, uncertainty x3 in the Monte Carlo</source>
        <translation>keine Messungen: gemeinsame Wirkungsgrade, dreifache Unsicherheit im Monte Carlo</translation>
    </message>
    <message>
        <source>Efficiency parameters: %1</source>
        <translation>Effizienzparameter: %1</translation>
    </message>
    <message>
        <source>Notes and limits</source>
        <translation>Hinweise und Grenzen</translation>
    </message>
    <message>
        <source>%1/day</source>
        <translation>%1/Tag</translation>
    </message>
    <message>
        <source>per run</source>
        <translation>pro Lauf</translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation>pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>%1 to train</source>
        <translation>%1 Trainingsdauer</translation>
    </message>
    <message>
        <source>Build-out checklist</source>
        <translation>Checkliste für den Aufbau</translation>
    </message>
    <message>
        <source>Scale-out topology: %1 (NIC i of every node on leaf i, so rail-local collectives stay one switch hop)</source>
        <translation>Scale-out-Topologie: %1 (NIC i jedes Knotens an Leaf i, so bleiben Collectives innerhalb einer Rail bei einem Switch-Hop)</translation>
    </message>
    <message>
        <source>Scale-out topology: %1</source>
        <translation>Scale-out-Topologie: %1</translation>
    </message>
    <message>
        <source>One %1 Gb/s NIC per device (%2), %3 devices per scale-up domain</source>
        <translation>Eine NIC mit %1 Gb/s je Gerät (%2), %3 Geräte je Scale-up-Domäne</translation>
    </message>
    <message>
        <source>Oversubscription %1:1 at the leaf, %2:1 at the pod; %3 switch tier(s) of %4-port switches</source>
        <translation>Überbuchung %1:1 am Leaf, %2:1 am Pod; %3 Switch-Ebene(n) aus Switches mit %4 Ports</translation>
    </message>
    <message>
        <source>Oversubscription %1:1 at the leaf; %2 switch tier(s) of %3-port switches</source>
        <translation>Überbuchung %1:1 am Leaf; %2 Switch-Ebene(n) aus Switches mit %3 Ports</translation>
    </message>
    <message>
        <source>Optics: %1 transceivers per device (%2 in total), one at each end of every link</source>
        <translation>Optik: %1 Transceiver je Gerät (%2 insgesamt), einer an jedem Ende jeder Verbindung</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Netzwerk (Fabric)</translation>
    </message>
    <message>
        <source>Storage tier: %1, %2 aggregate write, %3 read</source>
        <translation>Speicherstufe: %1, %2 Gesamtschreibrate, %3 Leserate</translation>
    </message>
    <message>
        <source>Checkpoint every %1 (Young/Daly optimum %2), %3 each</source>
        <translation>Checkpoint alle %1 (Optimum nach Young/Daly %2), je %3</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints: %1 stall each</source>
        <translation>Asynchrone Checkpoints: je %1 Stillstand</translation>
    </message>
    <message>
        <source>Synchronous checkpoints: %1 stall each; switch to asynchronous checkpointing (PyTorch DCP async_save) to hide the write</source>
        <translation>Synchrone Checkpoints: je %1 Stillstand; auf asynchrone Checkpoints umstellen (PyTorch DCP async_save), um das Schreiben zu verbergen</translation>
    </message>
    <message>
        <source>Target checkpoint write bandwidth: %1 (what the stall above assumes); data loader reads %2</source>
        <translation>Ziel-Schreibbandbreite für Checkpoints: %1 (davon geht der Stillstand oben aus); der Data Loader liest %2</translation>
    </message>
    <message>
        <source>Model weights: %1 per device to load at start; keep a local NVMe copy so a restart does not wait on the WAN</source>
        <translation>Modellgewichte: %1 je Gerät beim Start zu laden; eine lokale NVMe-Kopie vorhalten, damit ein Neustart nicht auf das WAN wartet</translation>
    </message>
    <message>
        <source>Data at the serving site: %1 TB</source>
        <translation>Daten am Standort des Betriebs: %1 TB</translation>
    </message>
    <message>
        <source>Storage and checkpoints</source>
        <translation>Speicher und Checkpoints</translation>
    </message>
    <message>
        <source>Cloud image: verify the provider&apos;s image sets the items below (they are usually right; check after every image update)</source>
        <translation>Cloud-Image: prüfen, ob das Image des Anbieters die Punkte unten setzt (meist stimmen sie; nach jeder Aktualisierung des Images erneut prüfen)</translation>
    </message>
    <message>
        <source>BIOS/firmware: performance power profile, C-states beyond C1 off, latest GPU/NIC firmware on every node</source>
        <translation>BIOS/Firmware: Energieprofil „Performance“, C-States über C1 aus, neueste GPU-/NIC-Firmware auf jedem Knoten</translation>
    </message>
    <message>
        <source>NUMA: bind each rank to the NUMA node of its GPU and NIC; IOMMU in passthrough mode</source>
        <translation>NUMA: jeden Rank an den NUMA-Knoten seiner GPU und NIC binden; IOMMU im Passthrough-Modus</translation>
    </message>
    <message>
        <source>PCIe: ACS disabled on the switches between GPU and NIC so peer-to-peer traffic is not routed through the root complex</source>
        <translation>PCIe: ACS auf den Switches zwischen GPU und NIC abgeschaltet, damit Peer-to-Peer-Verkehr nicht über den Root Complex läuft</translation>
    </message>
    <message>
        <source>nvidia-peermem or dma-buf loaded</source>
        <translation>nvidia-peermem oder dma-buf geladen</translation>
    </message>
    <message>
        <source>ROCm peer memory (amdgpu dma-buf)</source>
        <translation>ROCm-Peer-Memory (amdgpu dma-buf)</translation>
    </message>
    <message>
        <source>the vendor&apos;s peer-memory driver</source>
        <translation>der Peer-Memory-Treiber des Herstellers</translation>
    </message>
    <message>
        <source>GPUDirect RDMA: %1, verified with a loopback bandwidth test</source>
        <translation>GPUDirect RDMA: %1, mit einem Loopback-Bandbreitentest geprüft</translation>
    </message>
    <message>
        <source>%1 environment: NCCL_IB_HCA and NCCL_SOCKET_IFNAME set to the fabric NICs, NCCL_IB_TIMEOUT=22, TORCH_NCCL_ASYNC_ERROR_HANDLING=1</source>
        <translation>%1-Umgebung: NCCL_IB_HCA und NCCL_SOCKET_IFNAME auf die NICs des Fabric gesetzt, NCCL_IB_TIMEOUT=22, TORCH_NCCL_ASYNC_ERROR_HANDLING=1</translation>
    </message>
    <message>
        <source>Collective timeout: %1 s (the value the timeout risk was computed with)</source>
        <translation>Timeout für Collectives: %1 s (der Wert, mit dem das Timeout-Risiko berechnet wurde)</translation>
    </message>
    <message>
        <source>TPU slice of %1 chips: the ICI torus comes with the slice; set the XLA collective timeout to %2 s</source>
        <translation>TPU-Slice mit %1 Chips: der ICI-Torus gehört zum Slice; das Collective-Timeout von XLA auf %2 s setzen</translation>
    </message>
    <message>
        <source>CPU nodes: performance governor, one rank per NUMA node, huge pages, all memory channels populated</source>
        <translation>CPU-Knoten: Governor „performance“, ein Rank je NUMA-Knoten, Huge Pages, alle Speicherkanäle bestückt</translation>
    </message>
    <message>
        <source>Host settings (the infrastructure tax)</source>
        <translation>Host-Einstellungen (die Infrastruktursteuer)</translation>
    </message>
    <message>
        <source>Facility power: %1 (devices, host share and cooling at the site&apos;s PUE)</source>
        <translation>Elektrische Anschlussleistung: %1 (Geräte, Anteil der Hosts und Kühlung bei der PUE des Standorts)</translation>
    </message>
    <message>
        <source>beyond air cooling: direct liquid or rear-door heat exchangers</source>
        <translation>jenseits der Luftkühlung: direkte Flüssigkeitskühlung oder Rücktür-Wärmetauscher</translation>
    </message>
    <message>
        <source>air cooling suffices</source>
        <translation>Luftkühlung reicht aus</translation>
    </message>
    <message>
        <source>%1 (the provider&apos;s concern in a cloud region)</source>
        <translation>%1 (Sache des Anbieters in einer Cloud-Region)</translation>
    </message>
    <message>
        <source>Per rack of %1 devices: %2; %3</source>
        <translation>Je Rack mit %1 Geräten: %2; %3</translation>
    </message>
    <message>
        <source>Energy over the horizon: %1 MWh, %2 t CO2e</source>
        <translation>Energie über den Zeithorizont: %1 MWh, %2 t CO2e</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>Strom und Kühlung</translation>
    </message>
    <message>
        <source>No option qualifies, so there is nothing to build yet: see the rejections under Options compared.</source>
        <translation>Keine Option kommt in Frage, daher gibt es noch nichts aufzubauen: siehe die Ablehnungen unter „Verglichene Optionen“.</translation>
    </message>
    <message>
        <source>Interruptions and goodput</source>
        <translation>Unterbrechungen und Goodput</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Checkpoint-Stillstand</translation>
    </message>
    <message>
        <source>interruptions per day</source>
        <translation>Unterbrechungen pro Tag</translation>
    </message>
    <message>
        <source>automatic restart from the last checkpoint (%1 budgeted per restart; job MTBF %2); hot spare nodes</source>
        <translation>automatischer Neustart vom letzten Checkpoint (%1 je Neustart eingeplant; MTBF des Jobs %2); betriebsbereite Ersatzknoten</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>%1 h lost per day to restarts, recomputed work and checkpoint stalls</source>
        <translation>%1 h pro Tag verloren durch Neustarts, neu berechnete Arbeit und Checkpoint-Stillstände</translation>
    </message>
    <message>
        <source>NCCL/collective timeout</source>
        <translation>NCCL-/Collective-Timeout</translation>
    </message>
    <message>
        <source>collective timeouts per day</source>
        <translation>Collective-Timeouts pro Tag</translation>
    </message>
    <message>
        <source>watchdog at %1; P(at least one per day) %2; enable async error handling and the flight recorder</source>
        <translation>Watchdog bei %1; P(mindestens eines pro Tag) %2; asynchrone Fehlerbehandlung und den Flight Recorder einschalten</translation>
    </message>
    <message>
        <source>stall per checkpoint</source>
        <translation>Stillstand je Checkpoint</translation>
    </message>
    <message>
        <source>checkpoint of %1 every %2 (asynchronous)</source>
        <translation>Checkpoint von %1 alle %2 (asynchron)</translation>
    </message>
    <message>
        <source>checkpoint of %1 every %2; asynchronous checkpointing hides the write</source>
        <translation>Checkpoint von %1 alle %2; asynchrone Checkpoints verbergen das Schreiben</translation>
    </message>
    <message>
        <source>stall cost per day</source>
        <translation>Kosten der Stillstände pro Tag</translation>
    </message>
    <message>
        <source>faster storage tier or asynchronous checkpoints</source>
        <translation>schnellere Speicherstufe oder asynchrone Checkpoints</translation>
    </message>
    <message>
        <source>lost work cost per day</source>
        <translation>Kosten verlorener Arbeit pro Tag</translation>
    </message>
    <message>
        <source>shorter checkpoint interval only if the stall stays small (Young/Daly optimum %1)</source>
        <translation>kürzeres Checkpoint-Intervall nur, wenn der Stillstand klein bleibt (Optimum nach Young/Daly %1)</translation>
    </message>
    <message>
        <source>Straggler tail</source>
        <translation>Nachzügler</translation>
    </message>
    <message>
        <source>slowest-rank step (P99)</source>
        <translation>Schritt des langsamsten Ranks (P99)</translation>
    </message>
    <message>
        <source>mean slowdown x%1; pin clocks, watch per-rank step times, drain slow nodes</source>
        <translation>mittlere Verlangsamung x%1; Takte festsetzen, Schrittzeiten je Rank überwachen, langsame Knoten herausnehmen</translation>
    </message>
    <message>
        <source>Storage and data loader</source>
        <translation>Speicher und Data Loader</translation>
    </message>
    <message>
        <source>storage read headroom</source>
        <translation>Reserve der Leserate des Speichers</translation>
    </message>
    <message>
        <source>data loader needs %1; checkpoints write at %2</source>
        <translation>der Data Loader braucht %1; Checkpoints schreiben mit %2</translation>
    </message>
    <message>
        <source>a public model API would receive every prompt (%1 tokens of %2 data each) and every response</source>
        <translation>eine öffentliche Modell-API erhielte jeden Prompt (je %1 Tokens an Daten der Klasse %2) und jede Antwort</translation>
    </message>
    <message>
        <source>a public model API would receive the %1 training data</source>
        <translation>eine öffentliche Modell-API erhielte die Trainingsdaten der Klasse %1</translation>
    </message>
    <message>
        <source>not allowed for these classes</source>
        <translation>für diese Klassen nicht erlaubt</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>Sovereignty</source>
        <translation>Souveränität</translation>
    </message>
    <message>
        <source>sites that may hold %1</source>
        <translation>Standorte, die %1 halten dürfen</translation>
    </message>
    <message>
        <source>%1 of %2 sites</source>
        <translation>%1 von %2 Standorten</translation>
    </message>
    <message>
        <source>when the primary path is down %1 serves</source>
        <translation>fällt der Hauptweg aus, übernimmt %1</translation>
    </message>
    <message>
        <source>edge fallback %1 serves</source>
        <translation>der Edge-Ausweichstandort %1 übernimmt</translation>
    </message>
    <message>
        <source>no fallback site: users lose the service when the WAN link is down</source>
        <translation>kein Ausweichstandort: die Nutzer verlieren den Dienst, wenn die WAN-Verbindung ausfällt</translation>
    </message>
    <message>
        <source>the run continues in the cloud; monitoring and checkpoint copies home pause while the WAN is down</source>
        <translation>der Lauf geht in der Cloud weiter; Überwachung und Checkpoint-Kopien nach Hause pausieren, solange das WAN ausgefallen ist</translation>
    </message>
    <message>
        <source>training on owned hardware keeps running with the WAN down; dataset growth and remote monitoring wait</source>
        <translation>Training auf eigener Hardware läuft bei ausgefallenem WAN weiter; Zuwachs des Datensatzes und Fernüberwachung warten</translation>
    </message>
    <message>
        <source>Disconnected operation</source>
        <translation>Betrieb ohne Verbindung</translation>
    </message>
    <message>
        <source>downtime per year</source>
        <translation>Ausfallzeit pro Jahr</translation>
    </message>
    <message>
        <source>%1 h/year</source>
        <translation>%1 h/Jahr</translation>
    </message>
    <message>
        <source>%1 (availability %2)</source>
        <translation>%1 (Verfügbarkeit %2)</translation>
    </message>
    <message>
        <source>Silent semantic failures</source>
        <translation>Stille semantische Fehler</translation>
    </message>
    <message>
        <source>judge capacity (share of the cluster)</source>
        <translation>Kapazität des Bewertungsmodells (Anteil am Cluster)</translation>
    </message>
    <message>
        <source>%1 judged requests/s score answers online</source>
        <translation>%1 bewertete Anfragen/s beurteilen die Antworten im laufenden Betrieb</translation>
    </message>
    <message>
        <source>nothing checks answers online: add workload.online_evaluation (a judge model on a sample of requests) and budget its capacity</source>
        <translation>nichts prüft die Antworten im laufenden Betrieb: workload.online_evaluation ergänzen (ein Bewertungsmodell auf einer Stichprobe der Anfragen) und seine Kapazität einplanen</translation>
    </message>
    <message>
        <source>Price uncertainty</source>
        <translation>Preisunsicherheit</translation>
    </message>
    <message>
        <source>P(winner beats runner-up)</source>
        <translation>P(Gewinner schlägt Zweitplatzierten)</translation>
    </message>
    <message>
        <source>P10/P50/P90 of the winner %1 / %2 / %3; price confidence %4; get a quote before committing</source>
        <translation>P10/P50/P90 des Gewinners %1 / %2 / %3; Verlässlichkeit des Preises %4; vor der Zusage ein Angebot einholen</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>cost spread (1 sd)</source>
        <translation>Streuung der Kosten (1 σ)</translation>
    </message>
    <message>
        <source>relative standard deviation of the cost %1</source>
        <translation>relative Standardabweichung der Kosten %1</translation>
    </message>
    <message>
        <source>Risk register</source>
        <translation>Risikoregister</translation>
    </message>
    <message>
        <source>Each risk with the figure the models give for the recommended option (or the scenario as written when no option qualifies).</source>
        <translation>Jedes Risiko mit der Kennzahl, die die Modelle für die empfohlene Option liefern (oder für das Szenario wie angegeben, wenn keine Option in Frage kommt).</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>SLO percentile</source>
        <translation>SLO-Perzentil</translation>
    </message>
    <message>
        <source>%1th percentile, checked at that percentile of the requests in flight under Poisson arrivals</source>
        <translation>%1. Perzentil, geprüft bei diesem Perzentil der laufenden Anfragen unter Poisson-Ankünften</translation>
    </message>
    <message>
        <source>project file (slo.percentile)</source>
        <translation>Projektdatei (slo.percentile)</translation>
    </message>
    <message>
        <source>prefill scheduling</source>
        <translation>Prefill-Planung</translation>
    </message>
    <message>
        <source>software stack (prompts mixed into decode iterations or run separately)</source>
        <translation>Software-Stack (Prompts in Decode-Iterationen eingemischt oder getrennt ausgeführt)</translation>
    </message>
    <message>
        <source>engine instances</source>
        <translation>Engine-Instanzen</translation>
    </message>
    <message>
        <source>%1 serving processes per CPU, each on an equal share of its cores and memory bandwidth with its own copy of the weights and its own batch</source>
        <translation>%1 Serving-Prozesse pro CPU, jeder auf einem gleichen Anteil ihrer Kerne und Speicherbandbreite, mit eigener Kopie der Gewichte und eigenem Batch</translation>
    </message>
    <message>
        <source>project file (engine_instances)</source>
        <translation>Projektdatei (engine_instances)</translation>
    </message>
    <message>
        <source>%1, with the WAN down (%2 h/year expected): %3 of %4 output tokens/s still served, %5 tokens/s lost.</source>
        <translation>%1, bei WAN-Ausfall (%2 h/Jahr erwartet): %3 von %4 Ausgabe-Tokens/s werden weiter bedient, %5 Tokens/s gehen verloren.</translation>
    </message>
    <message>
        <source>keeps running: %1</source>
        <translation>läuft weiter: %1</translation>
    </message>
    <message>
        <source>cut off: %1</source>
        <translation>abgeschnitten: %1</translation>
    </message>
    <message>
        <source>prefill pool</source>
        <translation>Prefill-Pool</translation>
    </message>
    <message>
        <source>project file (prefill_devices, prefill_parallelism); DistServe (OSDI 2024), Splitwise (ISCA 2024)</source>
        <translation>Projektdatei (prefill_devices, prefill_parallelism); DistServe (OSDI 2024), Splitwise (ISCA 2024)</translation>
    </message>
    <message>
        <source>project file (prefill_devices: prompts on a pool of their own)</source>
        <translation>Projektdatei (prefill_devices: Prompts auf einem eigenen Pool)</translation>
    </message>
    <message>
        <source>grid carbon</source>
        <translation>CO2-Intensität des Netzes</translation>
    </message>
    <message>
        <source>site catalog (carbon_g_per_kwh, carbon_method)</source>
        <translation>Standortkatalog (carbon_g_per_kwh, carbon_method)</translation>
    </message>
    <message>
        <source>hardware warranty</source>
        <translation>Hardwaregarantie</translation>
    </message>
    <message>
        <source>%1 years, no maintenance inside it</source>
        <translation>%1 Jahre, währenddessen keine Wartung</translation>
    </message>
    <message>
        <source>project file (warranty_years)</source>
        <translation>Projektdatei (warranty_years)</translation>
    </message>
    <message>
        <source>price book (on_prem.warranty_years)</source>
        <translation>Preisbuch (on_prem.warranty_years)</translation>
    </message>
    <message>
        <source>a draft model of %1 parameters</source>
        <translation>ein Entwurfsmodell mit %1 Parametern</translation>
    </message>
    <message>
        <source>the model&apos;s own MTP module</source>
        <translation>das eigene MTP-Modul des Modells</translation>
    </message>
    <message>
        <source>speculative decoding</source>
        <translation>spekulatives Dekodieren</translation>
    </message>
    <message>
        <source>%1 draft tokens from %2, %3 accepted: %4 tokens per verification step, %5 the tokens/s without it at the batch</source>
        <translation>%1 Entwurfstokens von %2, %3 angenommen: %4 Tokens je Prüfschritt, %5 der Tokens/s ohne es beim Batch</translation>
    </message>
    <message>
        <source>%1 draft tokens from %2, %3 accepted</source>
        <translation>%1 Entwurfstokens von %2, %3 angenommen</translation>
    </message>
    <message>
        <source>project file (speculative): tokens per step (1 - a^(k+1)) / (1 - a), Leviathan et al. (ICML 2023); output tokens count accepted tokens only</source>
        <translation>Projektdatei (speculative): Tokens je Schritt (1 - a^(k+1)) / (1 - a), Leviathan et al. (ICML 2023); Ausgabetokens zählen nur angenommene Tokens</translation>
    </message>
    <message>
        <source>model API %1</source>
        <translation>Modell-API %1</translation>
    </message>
    <message>
        <source>context parallelism</source>
        <translation>Kontextparallelität</translation>
    </message>
    <message>
        <source>%1 ranks per replica: each prompt in 2 x %1 chunks with ring attention, the KV cache sharded by position</source>
        <translation>%1 Ränge pro Replikat: jeder Prompt in 2 x %1 Teilen mit Ring-Attention, der KV-Cache nach Position aufgeteilt</translation>
    </message>
    <message>
        <source>project file (context): Yang et al. 2025, Context Parallelism for Scalable Million-Token Inference (arXiv 2411.01783)</source>
        <translation>Projektdatei (context): Yang et al. 2025, Context Parallelism for Scalable Million-Token Inference (arXiv 2411.01783)</translation>
    </message>
    <message>
        <source>prefill queue</source>
        <translation>Prefill-Warteschlange</translation>
    </message>
    <message>
        <source>Users&apos; region</source>
        <translation>Nutzerregion</translation>
    </message>
    <message>
        <source>Share of traffic</source>
        <translation>Anteil am Verkehr</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Round trip</source>
        <translation>Roundtrip</translation>
    </message>
    <message>
        <source>TTFT incl. network</source>
        <translation>TTFT inkl. Netzwerk</translation>
    </message>
    <message>
        <source>Request latency incl. network</source>
        <translation>Anfragelatenz inkl. Netzwerk</translation>
    </message>
    <message>
        <source>%1 (worst)</source>
        <translation>%1 (ungünstigste)</translation>
    </message>
    <message>
        <source>%1 km</source>
        <translation>%1 km</translation>
    </message>
    <message>
        <source>Users by region</source>
        <translation>Nutzer nach Region</translation>
    </message>
    <message>
        <source>Each region&apos;s network round trip to the compute site; the users&apos; latency in the other tables is the traffic-weighted mean of these.</source>
        <translation>Der Netzwerk-Roundtrip jeder Region zum Rechenstandort; die Latenz zu den Nutzern in den anderen Tabellen ist deren nach Verkehr gewichteter Mittelwert.</translation>
    </message>
    <message>
        <source>the engine prefills %1 of the time; a prompt waits %2 on average for a prefill slot, part of the TTFT %3</source>
        <translation>die Engine ist %1 der Zeit mit Prefill beschäftigt; ein Prompt wartet im Mittel %2 auf einen Prefill-Platz, Teil der TTFT %3</translation>
    </message>
    <message>
        <source>M/G/1 queue, Pollaczek-Khinchine mean wait (Kleinrock, Queueing Systems vol. 1, 1975)</source>
        <translation>M/G/1-Warteschlange, mittlere Wartezeit nach Pollaczek-Khintchine (Kleinrock, Queueing Systems Bd. 1, 1975)</translation>
    </message>
    <message>
        <source>%1 devices, tensor %2 x pipeline %3, expert %4; %5 prompts per pass (limited by %6), TTFT = pass + half a pass + KV transfer %7 + the wait for a pass</source>
        <translation>%1 Geräte, tensor %2 x pipeline %3, expert %4; %5 Prompts pro Durchlauf (begrenzt durch %6), TTFT = Durchlauf + halber Durchlauf + KV-Übertragung %7 + Wartezeit auf einen Durchlauf</translation>
    </message>
    <message>
        <source>%1 of the prefill pool&apos;s rate; a prompt waits %2 on average for a pass, part of the TTFT %3; at the %4th percentile it waits %5, part of that percentile&apos;s TTFT</source>
        <translation>%1 der Rate des Prefill-Pools; ein Prompt wartet im Mittel %2 auf einen Durchlauf, Teil der TTFT %3; beim %4. Perzentil wartet er %5, Teil der TTFT dieses Perzentils</translation>
    </message>
    <message>
        <source>%1 of the prefill pool&apos;s rate; a prompt waits %2 on average for a pass, part of the TTFT %3</source>
        <translation>%1 der Rate des Prefill-Pools; ein Prompt wartet im Mittel %2 auf einen Durchlauf, Teil der TTFT %3</translation>
    </message>
    <message>
        <source>M/G/c queue with Erlang C waiting (Gross, Shortle, Thompson, Harris, Fundamentals of Queueing Theory, 2008; Allen-Cunneen approximation, Allen, Probability, Statistics and Queueing Theory, 1990)</source>
        <translation>M/G/c-Warteschlange mit Erlang-C-Wartezeit (Gross, Shortle, Thompson, Harris, Fundamentals of Queueing Theory, 2008; Allen-Cunneen-Näherung, Allen, Probability, Statistics and Queueing Theory, 1990)</translation>
    </message>
    <message>
        <source>dual-batch overlap</source>
        <translation>Überlappung zweier Mikro-Batches</translation>
    </message>
    <message>
        <source>two micro-batches per pass: each one&apos;s expert dispatch and combine run under the other&apos;s MoE layers; the weights are read twice</source>
        <translation>zwei Mikro-Batches je Durchlauf: Verteilen und Zusammenführen der Experten des einen laufen unter den MoE-Schichten des anderen; die Gewichte werden zweimal gelesen</translation>
    </message>
    <message>
        <source>project file (dual_batch_overlap); as DeepSeek&apos;s inference system and SGLang&apos;s two-batch overlap</source>
        <translation>Projektdatei (dual_batch_overlap); wie im Inferenzsystem von DeepSeek und im Two-Batch-Overlap von SGLang</translation>
    </message>
    <message>
        <source>prefix cache hits</source>
        <translation>Treffer im Präfix-Cache</translation>
    </message>
    <message>
        <source>%1 of prompt tokens served from the KV prefix cache: %2 of %3 tokens prefilled per request; the cached KV is read by attention and held in memory</source>
        <translation>%1 der Prompt-Tokens aus dem KV-Präfix-Cache: Prefill von %2 der %3 Tokens je Anfrage; der zwischengespeicherte KV-Cache wird von der Attention gelesen und im Speicher gehalten</translation>
    </message>
    <message>
        <source>project file (prefix_cache_hit_share); counted as vLLM&apos;s prefix cache hit rate (hit tokens over prompt tokens)</source>
        <translation>Projektdatei (prefix_cache_hit_share); gezählt wie die Prefix-Cache-Trefferrate von vLLM (Treffer-Tokens über Prompt-Tokens)</translation>
    </message>
    <message>
        <source>%1: %2 bits per weight with its scales</source>
        <translation>%1: %2 Bit je Gewicht samt Skalen</translation>
    </message>
    <message>
        <source>weight format (bits per weight)</source>
        <translation>Gewichtsformat (Bit je Gewicht)</translation>
    </message>
    <message>
        <source>expert weight format (bits per weight)</source>
        <translation>Gewichtsformat der Experten (Bit je Gewicht)</translation>
    </message>
    <message>
        <source>shard group (HSDP)</source>
        <translation>Shard-Gruppe (HSDP)</translation>
    </message>
    <message>
        <source>%1 ranks hold one copy of the sharded state, replicated %2 times</source>
        <translation>%1 Ränge halten eine Kopie des verteilten Zustands, %2-mal repliziert</translation>
    </message>
    <message>
        <source>project file (shard_group_size): PyTorch FSDP HYBRID_SHARD, all-gathers and reduce-scatters in the group, gradient shards all-reduced across replicas</source>
        <translation>Projektdatei (shard_group_size): PyTorch FSDP HYBRID_SHARD, All-Gather und Reduce-Scatter in der Gruppe, Gradienten-Shards per All-Reduce über die Replikate</translation>
    </message>
    <message>
        <source>prefill ring attention</source>
        <translation>Prefill-Ring-Attention</translation>
    </message>
    <message>
        <source>each prompt over %1 context ranks, ring %2 (the variant that exposes less): %3 of exchange exposed in a prompt&apos;s prefill</source>
        <translation>jeder Prompt über %1 Kontext-Ränge, Ring %2 (die Variante, die weniger sichtbar lässt): %3 Austausch sichtbar im Prefill eines Prompts</translation>
    </message>
    <message>
        <source>project file (context, prefill_parallelism.context); Yang et al. 2025 (arXiv 2411.01783), sections 3.4-3.5 and appendix C</source>
        <translation>Projektdatei (context, prefill_parallelism.context); Yang et al. 2025 (arXiv 2411.01783), Abschnitte 3.4-3.5 und Anhang C</translation>
    </message>
    <message>
        <source>attention projection precision</source>
        <translation>Genauigkeit der Attention-Projektionen</translation>
    </message>
    <message>
        <source>%1: the QKV and output projections&apos; math and weights</source>
        <translation>%1: Rechnung und Gewichte der QKV- und Ausgabeprojektionen</translation>
    </message>
    <message>
        <source>software stack (static batches: the batch&apos;s prompts prefilled together, then decoded to its end; TTFT is the batch&apos;s prefill)</source>
        <translation>Software-Stack (statische Batches: die Prompts eines Batches gemeinsam im Prefill, dann bis zum Ende dekodiert; TTFT ist das Prefill des ganzen Batches)</translation>
    </message>
</context>
<context>
    <name>ap::PlotWidget</name>
    <message>
        <source>%1 (%2)</source>
        <comment>axis title (unit)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
%2: %3
%4: %5</source>
        <translation>%1
%2: %3
%4: %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <comment>axis title (unit), on two lines</comment>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>AccelPlan chart</source>
        <translation>AccelPlan-Diagramm</translation>
    </message>
    <message>
        <source>Drawn by AccelPlan</source>
        <translation>Gezeichnet von AccelPlan</translation>
    </message>
    <message>
        <source>Nothing to plot</source>
        <translation>Nichts darzustellen</translation>
    </message>
</context>
<context>
    <name>ap::PriceEditorDialog</name>
    <message>
        <source>Price for %1</source>
        <translation>Preis für %1</translation>
    </message>
    <message>
        <source>Cloud price per device-hour</source>
        <translation>Cloud-Preis pro Gerätestunde</translation>
    </message>
    <message>
        <source>Purchase price per server</source>
        <translation>Kaufpreis pro Server</translation>
    </message>
    <message>
        <source>quote, price page with date, contract…</source>
        <translation>Angebot, Preisseite mit Datum, Vertrag …</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Szenario:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Anbieter:</translation>
    </message>
    <message>
        <source>&amp;Commitment:</source>
        <translation>&amp;Beschaffung:</translation>
    </message>
    <message>
        <source>&amp;Amount (USD):</source>
        <translation>&amp;Betrag (USD):</translation>
    </message>
    <message>
        <source>&amp;Devices per server:</source>
        <translation>&amp;Geräte pro Server:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>S&amp;ource:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>Con&amp;fidence:</source>
        <translation>&amp;Verlässlichkeit:</translation>
    </message>
    <message>
        <source>Saved in the scenario&apos;s placement.prices (undoable); the recommendation searches from it.</source>
        <translation>Wird in placement.prices des Szenarios gespeichert (rückgängig machbar); die Empfehlung sucht damit.</translation>
    </message>
    <message>
        <source> per device-hour</source>
        <translation> pro Gerätestunde</translation>
    </message>
    <message>
        <source> per server</source>
        <translation> pro Server</translation>
    </message>
    <message>
        <source>Say where the price comes from (a quote, a price page and its date).</source>
        <translation>Geben Sie an, woher der Preis stammt (ein Angebot, eine Preisseite und ihr Datum).</translation>
    </message>
    <message>
        <source>The project has no scenario to hold the price.</source>
        <translation>Das Projekt hat kein Szenario, das den Preis aufnehmen kann.</translation>
    </message>
</context>
<context>
    <name>ap::PriceOverride</name>
    <message>
        <source>No scenario to set the price on.</source>
        <translation>Kein Szenario, für das der Preis gesetzt werden kann.</translation>
    </message>
    <message>
        <source>Set price override</source>
        <translation>Preisüberschreibung setzen</translation>
    </message>
    <message>
        <source>Set site figures</source>
        <translation>Standortkennzahlen setzen</translation>
    </message>
</context>
<context>
    <name>ap::PricesLoad</name>
    <message>
        <source>The built-in prices could not be read: %1</source>
        <translation>Die eingebauten Preise konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Your prices were not loaded, the built-in prices are used instead.
%1</source>
        <translation>Ihre Preise wurden nicht geladen, stattdessen werden die eingebauten Preise verwendet.
%1</translation>
    </message>
</context>
<context>
    <name>ap::Problem</name>
    <message>
        <source>no %1 price for this device</source>
        <translation>kein %1-Preis für dieses Gerät</translation>
    </message>
    <message>
        <source>spot: preemptions arrive faster than work survives them (devices x interruption rate x (checkpoint interval / 2 + restart) &gt;= 1): checkpoint more often or use fewer devices</source>
        <translation>Spot: Unterbrechungen kommen schneller, als Arbeit sie übersteht (Geräte x Unterbrechungsrate x (Checkpoint-Intervall / 2 + Neustart) &gt;= 1): häufiger Checkpoints schreiben oder weniger Geräte verwenden</translation>
    </message>
    <message>
        <source>weights and KV cache need %1 GB per device for one sequence, %2 has %3 GiB (%4 GB usable): add tensor or pipeline parallelism or quantise</source>
        <translation>Gewichte und KV-Cache brauchen für eine Sequenz %1 GB pro Gerät, %2 hat %3 GiB (%4 GB nutzbar): Tensor- oder Pipeline-Parallelität hinzufügen oder quantisieren</translation>
    </message>
    <message>
        <source>weights and KV cache for batch %1 need %2 GB per device, %3 has %4 GiB (%5 GB usable); the largest batch that fits is %6</source>
        <translation>Gewichte und KV-Cache für Batch %1 brauchen %2 GB pro Gerät, %3 hat %4 GiB (%5 GB nutzbar); der größte Batch, der passt, ist %6</translation>
    </message>
    <message>
        <source>even one sequence misses the SLO: time per output token %1 ms, time to first token %2 ms on %3</source>
        <translation>schon eine einzelne Sequenz verfehlt das SLO: Zeit pro Ausgabetoken %1 ms, Zeit bis zum ersten Token %2 ms auf %3</translation>
    </message>
    <message>
        <source>online evaluation judge: %1</source>
        <translation>Online-Bewertung (Judge-Modell): %1</translation>
    </message>
    <message>
        <source>placement: %1</source>
        <translation>Platzierung: %1</translation>
    </message>
    <message>
        <source>the run cannot finish: %1 interruptions per day (MTBF %2 h) lose work faster than it is done (goodput 0); add checkpoints, fewer devices or more reliable hardware</source>
        <translation>der Lauf kann nicht enden: %1 Unterbrechungen pro Tag (MTBF %2 h) vernichten Arbeit schneller, als sie getan wird (Goodput 0); mehr Checkpoints, weniger Geräte oder zuverlässigere Hardware</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 publishes no TDP: 500 W assumed for power and energy</source>
        <translation>%1 veröffentlicht keine TDP: 500 W für Leistung und Energie angenommen</translation>
    </message>
    <message>
        <source>compute site &quot;%1&quot; is not in the site catalog</source>
        <translation>Rechenstandort &quot;%1&quot; ist nicht im Standortkatalog</translation>
    </message>
    <message>
        <source>data site &quot;%1&quot; is not in the site catalog</source>
        <translation>Datenstandort &quot;%1&quot; ist nicht im Standortkatalog</translation>
    </message>
    <message>
        <source>burst site &quot;%1&quot; is not in the site catalog</source>
        <translation>Burst-Standort &quot;%1&quot; ist nicht im Standortkatalog</translation>
    </message>
    <message>
        <source>fallback site &quot;%1&quot; is not in the site catalog</source>
        <translation>Ausweichstandort &quot;%1&quot; ist nicht im Standortkatalog</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: no prices for provider &quot;%2&quot;</source>
        <translation>Standort &quot;%1&quot;: keine Preise für Anbieter &quot;%2&quot;</translation>
    </message>
    <message>
        <source>provider &quot;%1&quot; has no price for device &quot;%2&quot; (add prices.providers.%1.devices.%2)</source>
        <translation>Anbieter &quot;%1&quot; hat keinen Preis für Gerät &quot;%2&quot; (ergänzen Sie prices.providers.%1.devices.%2)</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; (%2) is priced at %3&apos;s %4 list for %5: override prices.providers.%3.devices.%5 with the regional price</source>
        <translation>Standort &quot;%1&quot; (%2) ist mit der %4-Liste von %3 für %5 bepreist: ersetzen Sie prices.providers.%3.devices.%5 durch den regionalen Preis</translation>
    </message>
    <message>
        <source>provider &quot;%1&quot;: no storage price, storage counted at 0</source>
        <translation>Anbieter &quot;%1&quot;: kein Speicherpreis, Speicher mit 0 gerechnet</translation>
    </message>
    <message>
        <source>provider &quot;%1&quot;: no egress price, egress counted at 0</source>
        <translation>Anbieter &quot;%1&quot;: kein Egress-Preis, Egress mit 0 gerechnet</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: %2</source>
        <translation>Standort &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the %1 commitment runs past the horizon: its remaining months are charged in the last month</source>
        <translation>die Laufzeitbindung %1 reicht über den Horizont hinaus: ihre restlichen Monate werden im letzten Monat berechnet</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: %2 tokens/min is above its published limit of %3 tokens/min: a higher tier or a provisioned-throughput contract is needed</source>
        <translation>Standort &quot;%1&quot;: %2 Tokens/min liegen über seinem veröffentlichten Limit von %3 Tokens/min: ein höherer Tarif oder ein Vertrag mit reserviertem Durchsatz ist nötig</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: %2 requests/min is above its published limit of %3 requests/min: a higher tier or a provisioned-throughput contract is needed</source>
        <translation>Standort &quot;%1&quot;: %2 Anfragen/min liegen über seinem veröffentlichten Limit von %3 Anfragen/min: ein höherer Tarif oder ein Vertrag mit reserviertem Durchsatz ist nötig</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; publishes no batch discount</source>
        <translation>Standort &quot;%1&quot; veröffentlicht keinen Batch-Rabatt</translation>
    </message>
    <message>
        <source>moving %1 TB per month from &quot;%2&quot; to &quot;%3&quot; takes longer than a month over the WAN: the data cannot keep up</source>
        <translation>%1 TB pro Monat von &quot;%2&quot; nach &quot;%3&quot; zu übertragen dauert über das WAN länger als einen Monat: die Daten kommen nicht hinterher</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; does not offer or host device &quot;%2&quot;</source>
        <translation>Standort &quot;%1&quot; bietet oder betreibt Gerät &quot;%2&quot; nicht</translation>
    </message>
    <message>
        <source>burst site &quot;%1&quot; is not a cloud region</source>
        <translation>Burst-Standort &quot;%1&quot; ist keine Cloud-Region</translation>
    </message>
    <message>
        <source>bursting needs an owned compute site (on-prem, colocation or edge)</source>
        <translation>Bursting braucht einen eigenen Rechenstandort (on-prem, colocation oder edge)</translation>
    </message>
    <message>
        <source>burst site &quot;%1&quot; does not offer device &quot;%2&quot;</source>
        <translation>Burst-Standort &quot;%1&quot; bietet Gerät &quot;%2&quot; nicht an</translation>
    </message>
    <message>
        <source>fallback site &quot;%1&quot;: its cost is not included (evaluate it as its own placement)</source>
        <translation>Ausweichstandort &quot;%1&quot;: seine Kosten sind nicht enthalten (bewerten Sie ihn als eigene Platzierung)</translation>
    </message>
    <message>
        <source>the API is cheaper at any volume this self-hosted cluster can serve: break-even %1 output tokens/month, capacity %2</source>
        <translation>die API ist bei jedem Volumen günstiger, das dieser selbst betriebene Cluster bedienen kann: Gewinnschwelle %1 Ausgabetokens/Monat, Kapazität %2</translation>
    </message>
    <message>
        <source>comparison with &quot;%1&quot;: %2</source>
        <translation>Vergleich mit &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>data site</source>
        <translation>Datenstandort</translation>
    </message>
    <message>
        <source>burst site</source>
        <translation>Burst-Standort</translation>
    </message>
    <message>
        <source>fallback site</source>
        <translation>Ausweichstandort</translation>
    </message>
    <message>
        <source>compute site</source>
        <translation>Rechenstandort</translation>
    </message>
    <message>
        <source>%1, jurisdiction %2</source>
        <translation>%1, Rechtsraum %2</translation>
    </message>
    <message>
        <source>data class &quot;%1&quot; may not go to %2 &quot;%3&quot; (%4)</source>
        <translation>Datenklasse &quot;%1&quot; darf nicht an den %2 &quot;%3&quot; gehen (%4)</translation>
    </message>
    <message>
        <source>data class &quot;%1&quot; may not go to %2 &quot;%3&quot; (%4): %5</source>
        <translation>Datenklasse &quot;%1&quot; darf nicht an den %2 &quot;%3&quot; gehen (%4): %5</translation>
    </message>
    <message>
        <source>users reach &quot;%1&quot; over the WAN: all %2 output tokens/s</source>
        <translation>Nutzer erreichen &quot;%1&quot; über das WAN: alle %2 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>cloud burst capacity at &quot;%1&quot;: %2 output tokens/s</source>
        <translation>Cloud-Burst-Kapazität bei &quot;%1&quot;: %2 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>local model on %1 x %2 at &quot;%3&quot;: %4 output tokens/s</source>
        <translation>lokales Modell auf %1 x %2 bei &quot;%3&quot;: %4 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is unreachable: %3 output tokens/s</source>
        <translation>%1 &quot;%2&quot; ist nicht erreichbar: %3 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>degraded mode: local fallback at &quot;%1&quot;: %2 output tokens/s</source>
        <translation>eingeschränkter Betrieb: lokaler Ersatz bei &quot;%1&quot;: %2 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>reliability.storage.capacity_tb: the store holds %1 but one checkpoint is %2</source>
        <translation>reliability.storage.capacity_tb: der Speicher fasst %1, ein Checkpoint ist aber %2 groß</translation>
    </message>
    <message>
        <source>at batch %1 all %2 sequences the engine holds are in service on average: under random arrivals the queue grows without bound, so the %3th percentile has no time to first token; lower the batch or add memory</source>
        <translation>bei Batch %1 sind im Mittel alle %2 Sequenzen, die die Engine hält, in Bearbeitung: bei zufälligen Ankünften wächst die Warteschlange unbegrenzt, daher hat das %3. Perzentil keine Zeit bis zum ersten Token; Batch verkleinern oder Speicher hinzufügen</translation>
    </message>
    <message>
        <source>even one prompt per prefill pass misses the time to first token objective: %1 ms (prefill %2 ms, KV transfer %3 ms) on %4</source>
        <translation>schon ein Prompt pro Prefill-Durchlauf verfehlt das Ziel für die Zeit bis zum ersten Token: %1 ms (Prefill %2 ms, KV-Übertragung %3 ms) auf %4</translation>
    </message>
    <message>
        <source>speculative decoding is modelled without pipeline parallelism (pipeline %1): the draft runs between verification steps on the replica&apos;s devices; use pipeline 1</source>
        <translation>spekulatives Dekodieren ist ohne Pipeline-Parallelität modelliert (Pipeline %1): der Entwurf läuft zwischen den Prüfschritten auf den Geräten des Replikats; Pipeline 1 verwenden</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: the prompt (%2 tokens) is above %3 tokens, so the whole request is billed at the long-context prices: %4 input, %5 output per million tokens</source>
        <translation>Standort &quot;%1&quot;: der Prompt (%2 Tokens) liegt über %3 Tokens, daher wird die ganze Anfrage zu den Long-Context-Preisen abgerechnet: %4 Eingabe, %5 Ausgabe je Million Tokens</translation>
    </message>
    <message>
        <source>context parallelism (context %1) is modelled without speculative decoding: use context 1, or no speculative decoding</source>
        <translation>Kontextparallelität (context %1) ist ohne spekulatives Decoding modelliert: context 1 verwenden oder kein spekulatives Decoding</translation>
    </message>
    <message>
        <source>context parallelism (context %1) shards the KV cache by position; models with sliding-window layers are not modelled with it: use context 1</source>
        <translation>Kontextparallelität (context %1) teilt den KV-Cache nach Position auf; Modelle mit Sliding-Window-Schichten sind damit nicht modelliert: context 1 verwenden</translation>
    </message>
    <message>
        <source>context %1 splits each prompt into 2 x context chunks: the prompt of %2 tokens is shorter than %3; lower context</source>
        <translation>context %1 teilt jeden Prompt in 2 x context Teile: der Prompt von %2 Tokens ist kürzer als %3; context verringern</translation>
    </message>
    <message>
        <source>at decode batch %1 the decode pool serves %2 requests/s and the prefill pool at most %3: under random arrivals its queue of prompts grows without bound, so the %4th percentile has no time to first token; add prefill devices or lower the batch</source>
        <translation>bei Decode-Batch %1 bedient der Decode-Pool %2 Anfragen/s und der Prefill-Pool höchstens %3: bei zufälligen Ankünften wächst seine Warteschlange von Prompts unbegrenzt, daher hat das %4. Perzentil keine Zeit bis zum ersten Token; Prefill-Geräte hinzufügen oder den Batch verkleinern</translation>
    </message>
    <message>
        <source>the users&apos; region shares sum to %1, not 1: each region&apos;s traffic is its share divided by the sum</source>
        <translation>die Anteile der Nutzerregionen ergeben in Summe %1, nicht 1: der Verkehr jeder Region ist ihr Anteil geteilt durch die Summe</translation>
    </message>
    <message>
        <source>at batch %1 the engine spends %2 of its time prefilling new prompts: under random arrivals its queue of prompts grows without bound, so no time to first token exists; lower the batch</source>
        <translation>bei Batch %1 verbringt die Engine %2 ihrer Zeit mit dem Prefill neuer Prompts: bei zufälligen Ankünften wächst ihre Warteschlange von Prompts unbegrenzt, daher gibt es keine Zeit bis zum ersten Token; verringern Sie den Batch</translation>
    </message>
    <message>
        <source>at decode batch %1 the decode pool serves %2 requests/s and the prefill pool at most %3: under random arrivals its queue of prompts grows without bound, so no time to first token exists; add prefill devices or lower the batch</source>
        <translation>bei Decode-Batch %1 bedient der Decode-Pool %2 Anfragen/s und der Prefill-Pool höchstens %3: bei zufälligen Ankünften wächst seine Warteschlange von Prompts unbegrenzt, daher gibt es keine Zeit bis zum ersten Token; Prefill-Geräte hinzufügen oder den Batch verkleinern</translation>
    </message>
    <message>
        <source>Slow for people waiting on it: %1 per request and %2 per output token. MLPerf Inference&apos;s server scenarios, published bounds for interactive serving, allow %3 per request (GPT-J) and %4 per output token (Llama 2 70B, about reading speed); a tighter TPOT objective makes the search keep to them.</source>
        <translation>Langsam für Menschen, die darauf warten: %1 je Anfrage und %2 je Ausgabe-Token. Die Server-Szenarien von MLPerf Inference, veröffentlichte Grenzen für interaktives Serving, erlauben %3 je Anfrage (GPT-J) und %4 je Ausgabe-Token (Llama 2 70B, etwa Lesegeschwindigkeit); ein engeres TPOT-Ziel lässt die Suche sie einhalten.</translation>
    </message>
    <message>
        <source>%3 %1 models serving processes sharing a CPU socket; %2 is not a CPU</source>
        <translation>%3 %1 modelliert Serving-Prozesse, die sich einen CPU-Sockel teilen; %2 ist keine CPU</translation>
    </message>
    <message>
        <source>speculative decoding verifies one sequence per request; beam search (%2 %1) is not combined with it</source>
        <translation>spekulatives Dekodieren prüft eine Sequenz je Anfrage; Beam Search (%2 %1) wird nicht damit kombiniert</translation>
    </message>
    <message>
        <source>the prefill pool&apos;s weights and one prompt&apos;s KV cache need %1 GB per device, %2 has %3 GiB (%4 GB usable): give %5 more tensor, pipeline or expert parallelism</source>
        <translation>Gewichte und KV-Cache eines Prompts brauchen im Prefill-Pool %1 GB pro Gerät, %2 hat %3 GiB (%4 GB nutzbar): %5 mehr Tensor-, Pipeline- oder Experten-Parallelität geben</translation>
    </message>
    <message>
        <source>weights, gradients, optimizer states and activations need %1 GB per device, %2 has %3 GiB (%4 GB usable): add tensor/pipeline parallelism, a higher %5 or activation recompute</source>
        <translation>Gewichte, Gradienten, Optimizer-Zustände und Aktivierungen brauchen %1 GB pro Gerät, %2 hat %3 GiB (%4 GB nutzbar): Tensor-/Pipeline-Parallelität, eine höhere %5 oder Neuberechnung der Aktivierungen hinzufügen</translation>
    </message>
    <message>
        <source>%3 dualpipe needs an even pipeline of 2 or more stages and %4 1 (pipeline %1, %4 %2)</source>
        <translation>%3 dualpipe braucht eine gerade Pipeline aus 2 oder mehr Stufen und %4 1 (pipeline %1, %4 %2)</translation>
    </message>
    <message>
        <source>%3 dualpipe feeds half the micro-batches from each end: it needs an even number of them, at least the pipeline&apos;s %1 (%2)</source>
        <translation>%3 dualpipe speist die Hälfte der Micro-Batches von jedem Ende ein: es braucht eine gerade Anzahl, mindestens die %1 Stufen der Pipeline (%2)</translation>
    </message>
    <message>
        <source>%1 needs precision fp8 and a software stack holding 16-bit weights (megatron, deepspeed)</source>
        <translation>%1 erfordert die Genauigkeit fp8 und einen Software-Stack mit 16-Bit-Gewichten (megatron, deepspeed)</translation>
    </message>
    <message>
        <source>%1 has no host link in the catalog: %2 needs one</source>
        <translation>%1 hat im Katalog keine Host-Anbindung: %2 braucht eine</translation>
    </message>
    <message>
        <source>%4 %5 splits a model only within one host (%1 %2 per host), not across %3 devices: use vllm or sglang, or fewer devices per replica</source>
        <translation>%4 %5 teilt ein Modell nur innerhalb eines Hosts auf (%1 %2 pro Host), nicht über %3 Geräte: vllm oder sglang verwenden oder weniger Geräte pro Replik</translation>
    </message>
    <message>
        <source>%3 %1 runs on GPUs and accelerators (use maxtext on TPUs); %2 is not one</source>
        <translation>%3 %1 läuft auf GPUs und Beschleunigern (auf TPUs maxtext verwenden); %2 ist keins davon</translation>
    </message>
    <message>
        <source>%3 %1 runs on GPUs, accelerators and CPUs (use maxtext on TPUs); %2 is not one</source>
        <translation>%3 %1 läuft auf GPUs, Beschleunigern und CPUs (auf TPUs maxtext verwenden); %2 ist keins davon</translation>
    </message>
    <message>
        <source>%3 %1 runs on TPUs and NVIDIA GPUs; %2 is not one</source>
        <translation>%3 %1 läuft auf TPUs und NVIDIA-GPUs; %2 ist keins davon</translation>
    </message>
    <message>
        <source>%3 %1 runs on NVIDIA GPUs only; %2 is not one</source>
        <translation>%3 %1 läuft nur auf NVIDIA-GPUs; %2 ist keins davon</translation>
    </message>
    <message>
        <source>%3 %1 is not among the stacks the catalog lists for %2</source>
        <translation>%3 %1 gehört nicht zu den Stacks, die der Katalog für %2 nennt</translation>
    </message>
    <message>
        <source>%3 %1 runs on NVIDIA and AMD GPUs and on CPUs; %2 is not one</source>
        <translation>%3 %1 läuft auf NVIDIA- und AMD-GPUs und auf CPUs; %2 ist keins davon</translation>
    </message>
    <message>
        <source>%3 %1 runs on CPUs and GPUs; %2 is not one</source>
        <translation>%3 %1 läuft auf CPUs und GPUs; %2 ist keins davon</translation>
    </message>
    <message>
        <source>%3 %1 runs on TPUs only; %2 is not one</source>
        <translation>%3 %1 läuft nur auf TPUs; %2 ist keins davon</translation>
    </message>
    <message>
        <source>%3 %1 runs on AWS Trainium and Inferentia only; %2 is not one</source>
        <translation>%3 %1 läuft nur auf AWS Trainium und Inferentia; %2 ist keins davon</translation>
    </message>
    <message>
        <source>no purchase price for device &quot;%1&quot;: set %2 or add prices.on_prem.servers.%1</source>
        <translation>kein Kaufpreis für Gerät &quot;%1&quot;: setzen Sie %2 oder ergänzen Sie prices.on_prem.servers.%1</translation>
    </message>
    <message>
        <source>owned site: no staff cost counted (%1)</source>
        <translation>eigener Standort: keine Personalkosten gerechnet (%1)</translation>
    </message>
    <message>
        <source>staff default dominates: %1 of this owned option&apos;s cost for %2 devices; state %3</source>
        <translation>Standardwert für Personal überwiegt: %1 der Kosten dieser eigenen Option für %2 Geräte; geben Sie %3 an</translation>
    </message>
    <message>
        <source>fallback &quot;%1&quot; has no stated capacity (%2)</source>
        <translation>Ersatzstandort &quot;%1&quot; hat keine angegebene Kapazität (%2)</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: no %2</source>
        <translation>Standort &quot;%1&quot;: kein %2</translation>
    </message>
    <message>
        <source>%3 says &quot;global&quot;: prompts may be processed anywhere, and &quot;%1&quot; data must be processed in %2</source>
        <translation>%3 sagt &quot;global&quot;: Prompts können überall verarbeitet werden, und &quot;%1&quot;-Daten müssen in %2 verarbeitet werden</translation>
    </message>
    <message>
        <source>%4 lists &quot;%1&quot;, outside %2, where &quot;%3&quot; data must be processed</source>
        <translation>%4 nennt &quot;%1&quot;, außerhalb von %2, wo &quot;%3&quot;-Daten verarbeitet werden müssen</translation>
    </message>
</context>
<context>
    <name>ap::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The project was not opened and its file is unchanged: correct these fields, then open it again.</source>
        <translation>Das Projekt wurde nicht geöffnet und seine Datei ist unverändert: Korrigieren Sie diese Felder und öffnen Sie es erneut.</translation>
    </message>
    <message>
        <source>Calibration not loaded, built-in values used: %1</source>
        <translation>Kalibrierung nicht geladen, eingebaute Werte werden verwendet: %1</translation>
    </message>
    <message>
        <source>No file name given.</source>
        <translation>Kein Dateiname angegeben.</translation>
    </message>
</context>
<context>
    <name>ap::Recommendation</name>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>slo</source>
        <translation>Latenz-SLO</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Stromversorgung</translation>
    </message>
    <message>
        <source>sovereignty</source>
        <translation>Datenhoheit</translation>
    </message>
    <message>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>reliability</source>
        <translation>Zuverlässigkeit</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>time to train %1 misses the deadline of %2</source>
        <translation>Trainingsdauer %1 verfehlt die Frist von %2</translation>
    </message>
    <message>
        <source>%1 tokens/s is below the required %2</source>
        <translation>%1 Tokens/s liegen unter den geforderten %2</translation>
    </message>
    <message>
        <source>the run costs %1, over the budget of %2</source>
        <translation>der Lauf kostet %1, über dem Budget von %2</translation>
    </message>
    <message>
        <source>TTFT %1 ms (incl. the network) misses the SLO of %2 ms</source>
        <translation>TTFT %1 ms (inkl. Netzwerk) verfehlt das SLO von %2 ms</translation>
    </message>
    <message>
        <source>TPOT %1 ms misses the SLO of %2 ms</source>
        <translation>TPOT %1 ms verfehlt das SLO von %2 ms</translation>
    </message>
    <message>
        <source>p%1 TTFT %2 ms incl. the network misses the SLO of %3 ms</source>
        <translation>p%1-TTFT %2 ms (inkl. Netzwerk) verfehlt das SLO von %3 ms</translation>
    </message>
    <message>
        <source>p%1 TPOT %2 ms misses the SLO of %3 ms</source>
        <translation>p%1-TPOT %2 ms verfehlt das SLO von %3 ms</translation>
    </message>
    <message>
        <source>costs %1 over %2 months, over the budget of %3</source>
        <translation>kostet %1 über %2 Monate, über dem Budget von %3</translation>
    </message>
    <message>
        <source>availability %1 is below the target of %2</source>
        <translation>Verfügbarkeit %1 liegt unter dem Ziel von %2</translation>
    </message>
    <message>
        <source>draws %1 kW at site %2, over its envelope of %3 kW</source>
        <translation>zieht %1 kW am Standort %2, über dessen Grenze von %3 kW</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>%1 pro Lauf</translation>
    </message>
    <message>
        <source>%1 per million output tokens</source>
        <translation>%1 pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>%1 to train</source>
        <translation>%1 Trainingsdauer</translation>
    </message>
    <message>
        <source>%1 per request</source>
        <translation>%1 pro Anfrage</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <translation>%1 pro Schritt</translation>
    </message>
    <message>
        <source>%1 to first token</source>
        <translation>%1 bis zum ersten Token</translation>
    </message>
    <message>
        <source>%1 kWh per run</source>
        <translation>%1 kWh pro Lauf</translation>
    </message>
    <message>
        <source>%1 kWh per million tokens</source>
        <translation>%1 kWh pro Million Tokens</translation>
    </message>
    <message>
        <source>%1 kg CO2e per run</source>
        <translation>%1 kg CO2e pro Lauf</translation>
    </message>
    <message>
        <source>%1 kg CO2e per million tokens</source>
        <translation>%1 kg CO2e pro Million Tokens</translation>
    </message>
    <message>
        <source>%1 cost spread</source>
        <translation>%1 Kostenstreuung</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>carbon</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>Against the best %1 option (%2, %3), %4 is %5 cheaper per unit of work: its all-in device-hour costs %6 as much (%7 vs %8) and each device does %9 the work.</source>
        <translation>Gegenüber der besten Option mit %1 (%2, %3) ist %4 pro Arbeitseinheit %5 günstiger: seine Gerätestunde kostet mit allem %6 so viel (%7 gegenüber %8), und jedes Gerät leistet %9 der Arbeit.</translation>
    </message>
    <message>
        <source>Decode at batch %1 is memory-bound: %2 streams %3 TB/s against %4 TB/s for %5, %6 the bandwidth per dollar.</source>
        <translation>Decode bei Batch %1 ist durch die Speicherbandbreite begrenzt: %2 liefert %3 TB/s gegenüber %4 TB/s bei %5, %6 der Bandbreite pro Dollar.</translation>
    </message>
    <message>
        <source>Training is %1-bound here (MFU %2 vs %3): %4 peaks at %5 TFLOP/s against %6 for %7, %8 the FLOP/s per dollar.</source>
        <translation>Das Training ist hier durch %1 begrenzt (MFU %2 gegenüber %3): %4 erreicht in der Spitze %5 TFLOP/s gegenüber %6 bei %7, %8 der FLOP/s pro Dollar.</translation>
    </message>
    <message>
        <source>Serving is %1-bound here: %2 peaks at %3 TFLOP/s against %4 for %5, %6 the FLOP/s per dollar.</source>
        <translation>Das Serving ist hier durch %1 begrenzt: %2 erreicht in der Spitze %3 TFLOP/s gegenüber %4 bei %5, %6 der FLOP/s pro Dollar.</translation>
    </message>
    <message>
        <source>Renting at %1 beats owning at %2 for this job: %3 against %4 per unit of work; an owned device-hour costs %5 all-in at %6 utilisation, a rented one %7.</source>
        <translation>Mieten bei %1 schlägt den eigenen Betrieb in %2 für diese Aufgabe: %3 gegenüber %4 pro Arbeitseinheit; eine eigene Gerätestunde kostet mit allem %5 bei %6 Auslastung, eine gemietete %7.</translation>
    </message>
    <message>
        <source>Owning at %1 beats renting at %2 for this job: %3 against %4 per unit of work; an owned device-hour costs %5 all-in at %6 utilisation, a rented one %7.</source>
        <translation>Eigener Betrieb in %1 schlägt Mieten bei %2 für diese Aufgabe: %3 gegenüber %4 pro Arbeitseinheit; eine eigene Gerätestunde kostet mit allem %5 bei %6 Auslastung, eine gemietete %7.</translation>
    </message>
    <message>
        <source>Cumulative cash: owning at %1 overtakes renting at %2 in month %3 of %4.</source>
        <translation>Kumulierte Zahlungen: der eigene Betrieb in %1 überholt das Mieten bei %2 im Monat %3 von %4.</translation>
    </message>
    <message>
        <source>Cumulative cash: owning at %1 does not pay back against renting at %2 within %3 months.</source>
        <translation>Kumulierte Zahlungen: der eigene Betrieb in %1 amortisiert sich gegenüber dem Mieten bei %2 nicht innerhalb von %3 Monaten.</translation>
    </message>
    <message>
        <source>Egress is %1 of the %2 option&apos;s cost: %3 TB/month of responses leave the cloud at its tiered internet rates.</source>
        <translation>Egress macht %1 der Kosten der Option %2 aus: %3 TB/Monat an Antworten verlassen die Cloud zu ihren gestaffelten Internettarifen.</translation>
    </message>
    <message>
        <source>Best for %1: %2 at %3 (%4, %5, cost spread %6).</source>
        <translation>Am besten bei %1: %2 mit %3 (%4, %5, Kostenstreuung %6).</translation>
    </message>
    <message>
        <source>Runner-up: %1 at %2 (%3 the winner&apos;s).</source>
        <translation>Zweitplatziert: %1 mit %2 (%3 des Werts des Gewinners).</translation>
    </message>
    <message>
        <source>the %1 price behind this result has low confidence in the price book (see its source; override it with a quote)</source>
        <translation>der Preis von %1, auf dem dieses Ergebnis beruht, hat im Preisbuch eine geringe Verlässlichkeit (siehe seine Quelle; ersetzen Sie ihn durch ein Angebot)</translation>
    </message>
    <message>
        <source>no published measurement of the %1 family is in the calibration set, so its efficiency is assumed from the calibrated families (spread %2)</source>
        <translation>keine veröffentlichte Messung der Familie %1 ist in den Kalibrierdaten, daher wird ihre Effizienz aus den kalibrierten Familien angenommen (Streuung %2)</translation>
    </message>
    <message>
        <source>Caveat: %1; %2.</source>
        <translation>Vorbehalt: %1; %2.</translation>
    </message>
    <message>
        <source>Caveat: %1.</source>
        <translation>Vorbehalt: %1.</translation>
    </message>
    <message>
        <source>The deadline binds: the winner needs %1 of the %2 allowed.</source>
        <translation>Die Frist ist bindend: der Gewinner braucht %1 der erlaubten %2.</translation>
    </message>
    <message>
        <source>The TPOT SLO binds: %1 of %2.</source>
        <translation>Das TPOT-SLO ist bindend: %1 von %2.</translation>
    </message>
    <message>
        <source>Availability %1 meets the %2 target only with the %3 fallback: no single site and path does.</source>
        <translation>Die Verfügbarkeit von %1 erreicht das Ziel von %2 nur mit dem Ausweichstandort %3: kein einzelner Standort mit seinem Pfad schafft das.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 wegen %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Rejected: %1.</source>
        <translation>Verworfen: %1.</translation>
    </message>
    <message>
        <source>cloud device-hour prices</source>
        <translation>Cloud-Preise pro Gerätestunde</translation>
    </message>
    <message>
        <source>hardware purchase prices</source>
        <translation>Kaufpreise der Hardware</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>utilisation of owned hardware</source>
        <translation>Auslastung der eigenen Hardware</translation>
    </message>
    <message>
        <source>egress volume</source>
        <translation>Egress-Volumen</translation>
    </message>
    <message>
        <source>model efficiency</source>
        <translation>Modelleffizienz</translation>
    </message>
    <message>
        <source>failure rate</source>
        <translation>Ausfallrate</translation>
    </message>
    <message>
        <source>serving demand</source>
        <translation>Serving-Bedarf</translation>
    </message>
    <message>
        <source>TTFT SLO</source>
        <translation>TTFT-SLO</translation>
    </message>
    <message>
        <source>If %1 rose by %2%, %3 would win.</source>
        <translation>Bei einem Anstieg um %2 % (%1) würde %3 gewinnen.</translation>
    </message>
    <message>
        <source>If %1 fell by %2%, %3 would win.</source>
        <translation>Bei einem Rückgang um %2 % (%1) würde %3 gewinnen.</translation>
    </message>
    <message>
        <source>A %1 below %2 rules out the winner; %3 would win.</source>
        <translation>%1 unter %2: der Gewinner fällt heraus; %3 würde gewinnen.</translation>
    </message>
    <message>
        <source>A %1 below %2 rules out the winner; no searched option is left.</source>
        <translation>%1 unter %2: der Gewinner fällt heraus; keine durchsuchte Option bleibt übrig.</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>no parallel layout of %1 x %2 fits the global batch of %3 sequences</source>
        <translation>keine parallele Aufteilung von %1 × %2 passt zum globalen Batch von %3 Sequenzen</translation>
    </message>
    <message>
        <source>even at 100% of peak %1 x %2 need %3 for %4 tokens, more than the deadline of %5</source>
        <translation>selbst bei 100 % der Spitzenleistung brauchen %1 × %2 für %4 Tokens %3, mehr als die Frist von %5</translation>
    </message>
    <message>
        <source>infeasible</source>
        <translation>nicht machbar</translation>
    </message>
    <message>
        <source>the demand needs %1 x %2, more than search.max_devices (%3)</source>
        <translation>der Bedarf braucht %1 × %2, mehr als search.max_devices (%3)</translation>
    </message>
    <message>
        <source>site %1 lists %2 but the price book has no price for the searched commitments</source>
        <translation>Standort %1 führt %2, aber das Preisbuch hat keinen Preis für die durchsuchten Beschaffungsarten</translation>
    </message>
    <message>
        <source>x%1 replicas</source>
        <translation>%1 Replikate</translation>
    </message>
    <message>
        <source>%1 x%2 replicas</source>
        <translation>%1, %2 Replikate</translation>
    </message>
    <message>
        <source>1 device</source>
        <translation>1 Gerät</translation>
    </message>
    <message>
        <source>on_demand</source>
        <translation>nach Bedarf</translation>
    </message>
    <message>
        <source>commit_1y</source>
        <translation>1 Jahr reserviert</translation>
    </message>
    <message>
        <source>commit_3y</source>
        <translation>3 Jahre reserviert</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>host_link</source>
        <translation>Host-Anbindung</translation>
    </message>
    <message>
        <source>scale_up</source>
        <translation>Scale-up-Verbindung</translation>
    </message>
    <message>
        <source>scale_out</source>
        <translation>Scale-out-Netzwerk</translation>
    </message>
    <message>
        <source>%1 x %2, %3</source>
        <translation>%1 × %2, %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 + fallback %2</source>
        <translation>%1 + Ausweichstandort %2</translation>
    </message>
    <message>
        <source>%1 x %2 @ %3, %4</source>
        <translation>%1 × %2 @ %3, %4</translation>
    </message>
    <message>
        <source>default study: up to %1 devices (4 x the scenario&apos;s %2)</source>
        <translation>Standardstudie: bis zu %1 Geräte (4 × die %2 des Szenarios)</translation>
    </message>
    <message>
        <source>default study: deadline = 1.5 x the scenario&apos;s own time to train (%1)</source>
        <translation>Standardstudie: Frist = 1,5 × die eigene Trainingsdauer des Szenarios (%1)</translation>
    </message>
    <message>
        <source>default study: carries the scenario&apos;s own load (%1 output tokens/s)</source>
        <translation>Standardstudie: trägt die eigene Last des Szenarios (%1 Ausgabe-Tokens/s)</translation>
    </message>
    <message>
        <source>No candidate meets the constraints: %1 options were rejected.</source>
        <translation>Kein Kandidat erfüllt die Bedingungen: %1 Optionen wurden verworfen.</translation>
    </message>
    <message>
        <source>%1 for %2 (e.g. %3)</source>
        <translation>%1 wegen %2 (z. B. %3)</translation>
    </message>
    <message>
        <source>the template scenario has no placement: defaults used (36 months, upfront capex, the price book&apos;s prices)</source>
        <translation>das Vorlagenszenario hat keine Platzierung: Standardwerte verwendet (36 Monate, Investition vorab, die Preise des Preisbuchs)</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; is a public model API: not searched (no device)</source>
        <translation>Standort „%1“ ist eine öffentliche Modell-API: nicht durchsucht (kein Gerät)</translation>
    </message>
    <message>
        <source>device prices: log-normal, CV %1% / %2% / %3% for high / medium / low confidence, one draw per price</source>
        <translation>Gerätepreise: log-normal, VK %1 % / %2 % / %3 % bei hoher / mittlerer / geringer Verlässlichkeit, ein Zug pro Preis</translation>
    </message>
    <message>
        <source>electricity price: log-normal, CV %1%</source>
        <translation>Strompreis: log-normal, VK %1 %</translation>
    </message>
    <message>
        <source>utilisation of owned hardware: normal, SD %1 around %2, clamped to [0.05, 1]</source>
        <translation>Auslastung eigener Hardware: normalverteilt, SA %1 um %2, begrenzt auf [0,05; 1]</translation>
    </message>
    <message>
        <source>model efficiency: log-normal per architecture family, CV = calibration error (%1%, x3 for families without measurements)</source>
        <translation>Modelleffizienz: log-normal je Architekturfamilie, VK = Kalibrierfehler (%1 %, x3 für Familien ohne Messungen)</translation>
    </message>
    <message>
        <source>failure and timeout rates: log-normal, CV %1%</source>
        <translation>Ausfall- und Timeout-Raten: log-normal, VK %1 %</translation>
    </message>
    <message>
        <source>If %1 rose by %2%, the winner would fail the %3 constraint and %4 would win.</source>
        <translation>Bei einem Anstieg um %2 % (%1) würde der Gewinner die Bedingung %3 verfehlen und %4 gewinnen.</translation>
    </message>
    <message>
        <source>If %1 fell by %2%, the winner would fail the %3 constraint and %4 would win.</source>
        <translation>Bei einem Rückgang um %2 % (%1) würde der Gewinner die Bedingung %3 verfehlen und %4 gewinnen.</translation>
    </message>
    <message>
        <source>If %1 rose by %2%, the winner would fail the %3 constraint and no searched option would be left.</source>
        <translation>Bei einem Anstieg um %2 % (%1) würde der Gewinner die Bedingung %3 verfehlen, und keine durchsuchte Option bliebe übrig.</translation>
    </message>
    <message>
        <source>If %1 fell by %2%, the winner would fail the %3 constraint and no searched option would be left.</source>
        <translation>Bei einem Rückgang um %2 % (%1) würde der Gewinner die Bedingung %3 verfehlen, und keine durchsuchte Option bliebe übrig.</translation>
    </message>
    <message>
        <source>TTFT %1 incl. the users&apos; network, TPOT %2</source>
        <translation>TTFT %1 inkl. Netzwerk der Nutzer, TPOT %2</translation>
    </message>
    <message>
        <source>%1 x %2: %3</source>
        <translation>%1 x %2: %3</translation>
    </message>
    <message>
        <source>No demand: options are compared at equal work, per million output tokens at each option&apos;s own capacity. An owned site buys whole servers, so there a layout runs the replicas its servers hold rather than one replica on part of a server.</source>
        <translation>Keine Nachfrage: Optionen werden bei gleicher Arbeit verglichen, pro Million Ausgabe-Tokens bei der eigenen Kapazität jeder Option. Ein eigener Standort kauft ganze Server, daher betreibt ein Layout dort so viele Replikate, wie seine Server fassen, statt eines Replikats auf einem Teil eines Servers.</translation>
    </message>
    <message>
        <source>%1 to %2 to train, %3 to %4 per run</source>
        <translation>%1 bis %2 Trainingszeit, %3 bis %4 pro Lauf</translation>
    </message>
    <message>
        <source>TPOT %1 to %2, %3 to %4 per million output tokens</source>
        <translation>TPOT %1 bis %2, %3 bis %4 pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>How sure: the model&apos;s P10-P90 range for the winner is %1 (its errors on %2 measured runs, regime %3)</source>
        <translation>Wie sicher: Der P10–P90-Bereich des Modells für den Gewinner ist %1 (seine Fehler auf %2 gemessenen Läufen, Regime %3)</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1; the best %2 option, at %3, lies inside it: the difference is within the model&apos;s error.</source>
        <translation>%1; die beste Option mit %2, bei %3, liegt darin: Der Unterschied liegt innerhalb des Modellfehlers.</translation>
    </message>
    <message>
        <source>%1; the best %2 option, at %3, lies outside it: the difference is larger than the model&apos;s error.</source>
        <translation>%1; die beste Option mit %2, bei %3, liegt außerhalb: Der Unterschied ist größer als der Modellfehler.</translation>
    </message>
    <message>
        <source>model performance: log-normal per regime (device family, phase, dense/MoE, context), its P10 and P90 those of the regime&apos;s prediction band (the model&apos;s errors on measured runs), one draw per regime</source>
        <translation>Modellleistung: log-normal je Regime (Gerätefamilie, Phase, dicht/MoE, Kontext), P10 und P90 die des Vorhersagebands des Regimes (die Fehler des Modells auf gemessenen Läufen), eine Ziehung je Regime</translation>
    </message>
    <message>
        <source>Monte Carlo over %1 samples: the winner beats the runner-up in %2 of them and is the best of all options in %3.</source>
        <translation>Monte Carlo über %1 Stichproben: Der Gewinner schlägt den Zweitplatzierten in %2 davon und ist in %3 die beste aller Optionen.</translation>
    </message>
    <message>
        <source>%1: %2 measured runs, speed %3 to %4 of the prediction</source>
        <translation>%1: %2 gemessene Läufe, Geschwindigkeit %3 bis %4 der Vorhersage</translation>
    </message>
    <message>
        <source>These odds include the model&apos;s own error: each option&apos;s speed is drawn from the P10-P90 band of its regime (%1), one draw per regime and sample, shared by the options of that regime.</source>
        <translation>Diese Wahrscheinlichkeiten enthalten den eigenen Fehler des Modells: Die Geschwindigkeit jeder Option wird aus dem P10–P90-Band ihres Regimes gezogen (%1), eine Ziehung je Regime und Stichprobe, gemeinsam für die Optionen dieses Regimes.</translation>
    </message>
    <message>
        <source>Caveat: the question keeps serving without the WAN (the template runs at %1), but this answer rents %2: while the WAN is down, about %3 h a year, it serves %4 of %5 output tokens/s (%6 tokens/s lost).</source>
        <translation>Vorbehalt: Die Frage verlangt Betrieb ohne WAN (die Vorlage läuft bei %1), diese Antwort mietet aber %2: Während das WAN ausfällt, etwa %3 h im Jahr, bedient sie %4 von %5 Ausgabe-Tokens/s (%6 Tokens/s verloren).</translation>
    </message>
    <message>
        <source>Caveat: spot capacity at %1 can also be reclaimed by the provider at any time, WAN or not.</source>
        <translation>Vorbehalt: Spot-Kapazität bei %1 kann der Anbieter außerdem jederzeit zurückholen, mit oder ohne WAN.</translation>
    </message>
    <message>
        <source>The best option that keeps serving with the WAN down: %1 at %2 (%3 the winner&apos;s).</source>
        <translation>Die beste Option, die bei WAN-Ausfall weiter bedient: %1 mit %2 (%3 des Siegers).</translation>
    </message>
    <message>
        <source>No feasible option of the search keeps serving with the WAN down: add an owned or edge site to the study&apos;s sites.</source>
        <translation>Keine machbare Option der Suche bedient bei WAN-Ausfall weiter: Nehmen Sie einen eigenen oder Edge-Standort in die Standorte der Studie auf.</translation>
    </message>
    <message>
        <source>Owning charges this run its share of the hardware&apos;s %1-month life at %2 utilisation: the cluster is assumed to keep working after the run. Bought and run for this job alone, the %1 months cost %3 (set the template placement&apos;s %4 or %5 to price that case).</source>
        <translation>Der eigene Betrieb belastet diesen Lauf mit seinem Anteil an der %1-monatigen Nutzungsdauer der Hardware bei %2 Auslastung: Es wird angenommen, dass der Cluster nach dem Lauf weiterarbeitet. Nur für diese Aufgabe gekauft und betrieben, kosten die %1 Monate %3 (setzen Sie %4 oder %5 in der Platzierung der Vorlage, um diesen Fall zu bepreisen).</translation>
    </message>
</context>
<context>
    <name>ap::RecommendationPanel</name>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Add as Scenario</source>
        <translation>Als Szenario &amp;hinzufügen</translation>
    </message>
    <message>
        <source>The project&apos;s recommend studies, or one per distinct workload</source>
        <translation>Die Empfehlungsstudien des Projekts, sonst eine pro unterschiedlicher Arbeitslast</translation>
    </message>
    <message>
        <source>What the ranking minimises (overrides the study&apos;s choice)</source>
        <translation>Was die Rangfolge minimiert (ersetzt die Wahl der Studie)</translation>
    </message>
    <message>
        <source>Search every device, count, layout, site and commitment</source>
        <translation>Jedes Gerät, jede Anzahl, Aufteilung, jeden Standort und jede Beschaffungsart durchsuchen</translation>
    </message>
    <message>
        <source>Add the selected candidate to the project as a scenario</source>
        <translation>Den gewählten Kandidaten dem Projekt als Szenario hinzufügen</translation>
    </message>
    <message>
        <source>Press Search to find the best options for this study.</source>
        <translation>Mit „Suchen“ die besten Optionen für diese Studie finden.</translation>
    </message>
    <message>
        <source>S&amp;tudy:</source>
        <translation>S&amp;tudie:</translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Trade-offs</source>
        <translation>Zielkonflikte</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensitivität</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Unsicherheit</translation>
    </message>
    <message>
        <source>The device catalog or the prices changed: search again.</source>
        <translation>Der Gerätekatalog oder die Preise haben sich geändert: bitte erneut suchen.</translation>
    </message>
    <message>
        <source>Study %1</source>
        <translation>Studie %1</translation>
    </message>
    <message>
        <source>The project changed: search again.</source>
        <translation>Das Projekt hat sich geändert: bitte erneut suchen.</translation>
    </message>
    <message>
        <source>The project has no scenario to search from.</source>
        <translation>Das Projekt hat kein Szenario, von dem die Suche ausgehen kann.</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Relax a constraint or widen the search.</source>
        <translation>Lockern Sie eine Bedingung oder erweitern Sie die Suche.</translation>
    </message>
    <message>
        <source>Sampled: %1</source>
        <translation>Variiert: %1</translation>
    </message>
    <message>
        <source>No Monte Carlo comparison for this search.</source>
        <translation>Kein Monte-Carlo-Vergleich für diese Suche.</translation>
    </message>
    <message>
        <source>Select a candidate first.</source>
        <translation>Wählen Sie zuerst einen Kandidaten.</translation>
    </message>
    <message>
        <source>The study&apos;s template scenario is gone.</source>
        <translation>Das Vorlagenszenario der Studie gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Could not add the scenario: %1</source>
        <translation>Das Szenario konnte nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <source>Added the scenario &quot;%1&quot; (Edit &gt; Undo removes it).</source>
        <translation>Szenario „%1“ hinzugefügt (Bearbeiten &gt; Rückgängig entfernt es).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the running search</source>
        <translation>Die laufende Suche anhalten</translation>
    </message>
    <message>
        <source>The device catalog or the prices changed during the search: search again.</source>
        <translation>Der Gerätekatalog oder die Preise haben sich während der Suche geändert: bitte erneut suchen.</translation>
    </message>
    <message>
        <source>The project changed during the search: search again.</source>
        <translation>Das Projekt hat sich während der Suche geändert: bitte erneut suchen.</translation>
    </message>
    <message>
        <source>The search was cancelled: press Search to run it again.</source>
        <translation>Die Suche wurde abgebrochen: Mit „Suchen“ erneut starten.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft …</translation>
    </message>
    <message>
        <source>Re-ranking…</source>
        <translation>Neue Rangfolge …</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) evaluated</source>
        <translation>
            <numerusform>%n Kandidat bewertet</numerusform>
            <numerusform>%n Kandidaten bewertet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 layouts</source>
        <translation>%1 von %2 Aufteilungen</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Compare the selected candidates side by side in the Compare view (Ctrl+click to select several; with one selected, the winner is compared too)</source>
        <translation>Die ausgewählten Kandidaten in der Ansicht Vergleich nebeneinanderstellen (Strg+Klick wählt mehrere; ist nur einer gewählt, wird auch der Gewinner verglichen)</translation>
    </message>
    <message>
        <source>%1 over %2 samples (seed %3). Head to head: the recommended option beats the runner-up in %4 % of the samples. P(best of all), in the legend and the table, is the share of samples in which an option beats every other one: it is lower when a third option wins some samples.</source>
        <translation>%1 über %2 Stichproben (Startwert %3). Direkter Vergleich: die empfohlene Option schlägt die zweitplatzierte in %4 % der Stichproben. P(bester von allen) in Legende und Tabelle ist der Anteil der Stichproben, in denen eine Option alle anderen schlägt: er ist niedriger, wenn eine dritte Option einige Stichproben gewinnt.</translation>
    </message>
    <message>
        <source>%1 over %2 samples (seed %3).</source>
        <translation>%1 über %2 Stichproben (Startwert %3).</translation>
    </message>
    <message>
        <source>Select one or more candidates first.</source>
        <translation>Wählen Sie zuerst einen oder mehrere Kandidaten.</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Cannot compare this candidate: %1</source>
        <translation>Dieser Kandidat kann nicht verglichen werden: %1</translation>
    </message>
</context>
<context>
    <name>ap::RecommendationText</name>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n Kandidat</numerusform>
            <numerusform>%n Kandidaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n Aufteilung</numerusform>
            <numerusform>%n Aufteilungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) searched in %3 ms, %4 feasible</source>
        <translation>%1 (%2) in %3 ms durchsucht, %4 machbar</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Empfohlen: %1</translation>
    </message>
    <message>
        <source>No candidate meets every constraint.</source>
        <translation>Kein Kandidat erfüllt alle Bedingungen.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>What would flip it</source>
        <translation>Was das Ergebnis kippen würde</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, e.g. %1</source>
        <translation>, z. B. %1</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Closest rejected options</source>
        <translation>Knapp verworfene Optionen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
</context>
<context>
    <name>ap::ReferenceOperators</name>
    <message>
        <source>Decode GEMV 1×8192×8192</source>
        <translation>Decode-GEMV 1×8192×8192</translation>
    </message>
    <message>
        <source>Attention decode, 8k context</source>
        <translation>Attention-Decode, 8k Kontext</translation>
    </message>
    <message>
        <source>LayerNorm 4096×8192</source>
        <translation>LayerNorm 4096×8192</translation>
    </message>
    <message>
        <source>GEMM 4096³</source>
        <translation>GEMM 4096³</translation>
    </message>
    <message>
        <source>Attention prefill, 4k tokens</source>
        <translation>Attention-Prefill, 4k Tokens</translation>
    </message>
</context>
<context>
    <name>ap::RooflineChart</name>
    <message>
        <source>Arithmetic intensity</source>
        <translation>Arithmetische Intensität</translation>
    </message>
    <message>
        <source>FLOP/byte</source>
        <translation>FLOP/Byte</translation>
    </message>
    <message>
        <source>Attainable performance</source>
        <translation>Erreichbare Leistung</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>on-chip cache</source>
        <translation>On-Chip-Cache</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>host link</source>
        <translation>Host-Anbindung</translation>
    </message>
    <message>
        <source>scale-up link</source>
        <translation>Scale-up-Verbindung</translation>
    </message>
    <message>
        <source>scale-out network</source>
        <translation>Scale-out-Netzwerk</translation>
    </message>
    <message>
        <source>Roofline, %1 dense peak</source>
        <translation>Roofline, dichte %1-Spitzenleistung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Ridge point: peak / memory bandwidth</source>
        <translation>Knickpunkt: Spitzenleistung / Speicherbandbreite</translation>
    </message>
    <message>
        <source>No device selected</source>
        <translation>Kein Gerät ausgewählt</translation>
    </message>
    <message>
        <source>%1, memory roofline (%2, peak %3)</source>
        <translation>%1, Speicher-Roofline (%2, Spitze %3)</translation>
    </message>
    <message>
        <source>%1, %2 ceiling (%3)</source>
        <translation>%1, Grenze %2 (%3)</translation>
    </message>
    <message>
        <source>%1, ridge point
%2
%3</source>
        <translation>%1, Knickpunkt
%2
%3</translation>
    </message>
    <message>
        <source>%1 on %2
Intensity: %3
Attainable: %4 (%5% of peak)
Bound by: %6</source>
        <translation>%1 auf %2
Intensität: %3
Erreichbar: %4 (%5 % der Spitze)
Begrenzt durch: %6</translation>
    </message>
    <message>
        <source>Cache, host link, scale-up, scale-out ceilings</source>
        <translation>Grenzen: Cache, Host-Anbindung, Scale-up, Scale-out</translation>
    </message>
    <message>
        <source>Not plotted, no %1 peak: %2</source>
        <translation>Nicht gezeigt, keine %1-Spitzenleistung: %2</translation>
    </message>
    <message numerus="yes">
        <source>Not plotted, no %1 peak: %n device(s)</source>
        <translation>
            <numerusform>Nicht gezeigt, keine %1-Spitzenleistung: %n Gerät</numerusform>
            <numerusform>Nicht gezeigt, keine %1-Spitzenleistung: %n Geräte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ap::RooflinePanel</name>
    <message>
        <source>Compute format whose dense peak sets the roof</source>
        <translation>Zahlenformat, dessen dichte Spitzenleistung das Dach bildet</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the chart as PNG or PDF</source>
        <translation>Diagramm als PNG oder PDF speichern</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Genauigkeit:</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) plotted.</source>
        <translation>
            <numerusform>%n Gerät gezeigt.</numerusform>
            <numerusform>%n Geräte gezeigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without %1 left out.</source>
        <translation>
            <numerusform>%n ohne %1 ausgelassen.</numerusform>
            <numerusform>%n ohne %1 ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hover for values; drag to pan, scroll to zoom, double-click to reset.</source>
        <translation>Werte unter dem Mauszeiger; Ziehen verschiebt, Scrollen zoomt, Doppelklick setzt zurück.</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Other &amp;ceilings</source>
        <translation>Weitere &amp;Grenzen</translation>
    </message>
    <message>
        <source>Dashed: on-chip cache, host link, scale-up and scale-out bandwidth as rooflines</source>
        <translation>Gestrichelt: Bandbreiten von On-Chip-Cache, Host-Anbindung, Scale-up und Scale-out als Rooflines</translation>
    </message>
    <message>
        <source>No %1 peak: %2</source>
        <translation>Keine %1-Spitzenleistung: %2</translation>
    </message>
    <message>
        <source>No %1 peak: %2.</source>
        <translation>Keine %1-Spitzenleistung: %2.</translation>
    </message>
</context>
<context>
    <name>ap::SaveFile</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioDetailsPanel</name>
    <message>
        <source>Reliability and cost</source>
        <translation>Zuverlässigkeit und Kosten</translation>
    </message>
    <message>
        <source>the requested batch</source>
        <translation>den angeforderten Batch</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>den Speicher</translation>
    </message>
    <message>
        <source>the engine&apos;s batch limit</source>
        <translation>die Batch-Grenze der Serving-Engine</translation>
    </message>
    <message>
        <source>the TPOT objective</source>
        <translation>das TPOT-Ziel</translation>
    </message>
    <message>
        <source>the TTFT objective</source>
        <translation>das TTFT-Ziel</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Speicher je Gerät</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>No scenario selected</source>
        <translation>Kein Szenario ausgewählt</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>%1 output tokens/s · TPOT %2 ms · TTFT %3 ms</source>
        <translation>%1 Ausgabe-Tokens/s · TPOT %2 ms · TTFT %3 ms</translation>
    </message>
    <message>
        <source>None: the scenario fits and runs.</source>
        <translation>Keine: das Szenario passt und läuft.</translation>
    </message>
    <message>
        <source>%1 tokens/s · step %2 s · MFU %3 %</source>
        <translation>%1 Tokens/s · Schritt %2 s · MFU %3 %</translation>
    </message>
    <message>
        <source>%1: %2 · %3: %4</source>
        <translation>%1: %2 · %3: %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1th percentile: %2 in service of %3 slots · wait %4 ms · TTFT %5 ms · TPOT %6 ms</source>
        <translation>%1. Perzentil: %2 in Bearbeitung von %3 Plätzen · Wartezeit %4 ms · TTFT %5 ms · TPOT %6 ms</translation>
    </message>
    <message>
        <source>the engine&apos;s token budget</source>
        <translation>das Token-Budget der Engine</translation>
    </message>
    <message>
        <source>Prefill pool: %1 devices, tensor %2 x pipeline %3, expert %4; %5 prompts per pass, limited by %6</source>
        <translation>Prefill-Pool: %1 Geräte, tensor %2 x pipeline %3, expert %4; %5 Prompts pro Durchlauf, begrenzt durch %6</translation>
    </message>
    <message>
        <source>Pass %1 ms · KV transfer %2 ms · prefill %3, decode %4 requests/s</source>
        <translation>Durchlauf %1 ms · KV-Übertragung %2 ms · Prefill %3, Decode %4 Anfragen/s</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Model API %1 · inference</source>
        <translation>Modell-API %1 · Inferenz</translation>
    </message>
    <message>
        <source>Its devices, batch and latency are the provider&apos;s (not modelled)</source>
        <translation>Geräte, Batch und Latenz sind die des Anbieters (nicht modelliert)</translation>
    </message>
    <message>
        <source>Priced at %1 output tokens/s: %2</source>
        <translation>Berechnet für %1 Ausgabe-Tokens/s: %2</translation>
    </message>
    <message>
        <source>what %1 would serve</source>
        <translation>was %1 bedienen würde</translation>
    </message>
    <message>
        <source>the demand</source>
        <translation>die Nachfrage</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Speculative decoding: %1 draft tokens (%2), acceptance %3 %, %4 tokens per verification step, %5× the tokens/s without it at this batch</source>
        <translation>Spekulatives Dekodieren: %1 Entwurfs-Tokens (%2), Annahme %3 %, %4 Tokens pro Prüfschritt, %5× die Tokens/s ohne es bei diesem Batch</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>Entwurfsmodell</translation>
    </message>
    <message>
        <source>the model&apos;s MTP module</source>
        <translation>MTP-Modul des Modells</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>%1 pro Lauf</translation>
    </message>
    <message>
        <source>%1 per million output tokens</source>
        <translation>%1 pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>step %1 s</source>
        <translation>Schritt %1 s</translation>
    </message>
    <message>
        <source>time to train %1</source>
        <translation>Trainingszeit %1</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>TPOT %1 ms</source>
        <translation>TPOT %1 ms</translation>
    </message>
    <message>
        <source>TTFT %1 ms</source>
        <translation>TTFT %1 ms</translation>
    </message>
    <message numerus="yes">
        <source>Model&apos;s P10-P90 range (its errors on %n measured run(s), regime %1): %2</source>
        <translation>
            <numerusform>P10–P90-Bereich des Modells (seine Fehler auf %n gemessenen Lauf, Regime %1): %2</numerusform>
            <numerusform>P10–P90-Bereich des Modells (seine Fehler auf %n gemessenen Läufen, Regime %1): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Model API: prices and data terms</source>
        <translation>Modell-API: Preise und Datenbedingungen</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 pro Million Tokens</translation>
    </message>
    <message>
        <source>Model served</source>
        <translation>Bereitgestelltes Modell</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Cached input tokens</source>
        <translation>Eingabe-Tokens aus dem Cache</translation>
    </message>
    <message>
        <source>Batch jobs</source>
        <translation>Batch-Aufträge</translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation>%1 % Rabatt</translation>
    </message>
    <message>
        <source>Prompts above %1 tokens</source>
        <translation>Prompts über %1 Tokens</translation>
    </message>
    <message>
        <source>input %1, output %2</source>
        <translation>Eingabe %1, Ausgabe %2</translation>
    </message>
    <message>
        <source>This scenario pays</source>
        <translation>Dieses Szenario zahlt</translation>
    </message>
    <message>
        <source>%1 per million output tokens, input included</source>
        <translation>%1 pro Million Ausgabe-Tokens, Eingabe eingerechnet</translation>
    </message>
    <message>
        <source>Trains on prompts</source>
        <translation>Trainiert mit Prompts</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Prompts kept</source>
        <translation>Prompts gespeichert</translation>
    </message>
    <message>
        <source>%1 days (zero retention by agreement)</source>
        <translation>%1 Tage (ohne Speicherung nach Vereinbarung)</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>not kept</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>Processed in</source>
        <translation>Verarbeitet in</translation>
    </message>
    <message>
        <source>Rate limit</source>
        <translation>Ratenlimit</translation>
    </message>
    <message>
        <source>%1 tokens per minute</source>
        <translation>%1 Tokens pro Minute</translation>
    </message>
    <message>
        <source>May hold data</source>
        <translation>Darf Daten halten</translation>
    </message>
    <message>
        <source>Terms and prices as of %1 (confidence %2); the source is in the tooltip.</source>
        <translation>Bedingungen und Preise mit Stand %1 (Verlässlichkeit %2); die Quelle steht im Tooltip.</translation>
    </message>
    <message>
        <source>the prefill pool&apos;s rate</source>
        <translation>die Rate des Prefill-Pools</translation>
    </message>
    <message>
        <source>Prefill queue: %1% of the pool&apos;s rate · mean wait %2 ms (in the TTFT) · %3th percentile wait %4 ms</source>
        <translation>Prefill-Warteschlange: %1 % der Rate des Pools · mittlere Wartezeit %2 ms (in der TTFT) · Wartezeit beim %3. Perzentil %4 ms</translation>
    </message>
    <message>
        <source>Prefill queue: %1% of the pool&apos;s rate · mean wait %2 ms (in the TTFT)</source>
        <translation>Prefill-Warteschlange: %1 % der Rate des Pools · mittlere Wartezeit %2 ms (in der TTFT)</translation>
    </message>
    <message>
        <source>Show and change the compute site&apos;s figures (power price, PUE, grid carbon, space, availability) with their sources, as this scenario&apos;s overrides</source>
        <translation>Kennzahlen des Rechenstandorts (Strompreis, PUE, CO2 des Stromnetzes, Fläche, Verfügbarkeit) mit ihren Quellen anzeigen und als Überschreibungen dieses Szenarios ändern</translation>
    </message>
    <message>
        <source>Site figures…</source>
        <translation>Standortkennzahlen …</translation>
    </message>
    <message>
        <source>Runs, but serves %1 output tokens/s of the %2 that the study “%3” asks for: this scenario is the study&apos;s starting point; its answer on the Recommendation tab sizes the deployment for the demand.</source>
        <translation>Läuft, bedient aber %1 Ausgabe-Tokens/s der %2, die die Studie „%3“ verlangt: Dieses Szenario ist der Ausgangspunkt der Studie; ihre Antwort im Reiter Empfehlung bemisst die Bereitstellung für den Bedarf.</translation>
    </message>
    <message numerus="yes">
        <source>Batch %1 per replica, limited by %2; memory holds up to %Ln sequence(s)</source>
        <translation>
            <numerusform>Batch %1 je Replik, begrenzt durch %2; der Speicher fasst bis zu %Ln Sequenz</numerusform>
            <numerusform>Batch %1 je Replik, begrenzt durch %2; der Speicher fasst bis zu %Ln Sequenzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Static batches (the software stack&apos;s): a batch&apos;s prompts are prefilled together, then decoded to its end; the TTFT is the whole batch&apos;s prefill</source>
        <translation>Statische Batches (vom Software-Stack): die Prompts eines Batches gemeinsam im Prefill, dann bis zum Ende dekodiert; die TTFT ist das Prefill des ganzen Batches</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioEditor</name>
    <message>
        <source>Type values with units (400G, 3.35 TB/s, 15T, $2.10/h); Enter applies, an empty field returns to its default.</source>
        <translation>Werte mit Einheiten eingeben (400G, 3,35 TB/s, 15T, $2,10/h); Enter übernimmt, ein leeres Feld kehrt zum Standardwert zurück.</translation>
    </message>
    <message>
        <source>No scenario yet. Add one with Add above the table (Ins), then edit it here.</source>
        <translation>Noch kein Szenario. Fügen Sie mit „Hinzufügen“ über der Tabelle (Einfg) eines hinzu und bearbeiten Sie es dann hier.</translation>
    </message>
    <message>
        <source>Edit &quot;%1&quot;</source>
        <translation>„%1“ bearbeiten</translation>
    </message>
    <message>
        <source>custom shape (as written)</source>
        <translation>eigene Form (wie geschrieben)</translation>
    </message>
    <message>
        <source>Replaces the model&apos;s whole shape (parameters, layers, widths, heads, experts) with a published one, in one undo step</source>
        <translation>Ersetzt die ganze Form des Modells (Parameter, Schichten, Breiten, Köpfe, Experten) durch eine veröffentlichte, in einem Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Model &amp;preset:</source>
        <translation>Modell&amp;vorlage:</translation>
    </message>
    <message>
        <source>Model preset %1</source>
        <translation>Modellvorlage %1</translation>
    </message>
    <message>
        <source>Site %1 is not in the site catalog.</source>
        <translation>Standort %1 ist nicht im Standortkatalog.</translation>
    </message>
    <message>
        <source>Site %1 (%2, %3 confidence): %4</source>
        <translation>Standort %1 (%2, Verlässlichkeit %3): %4</translation>
    </message>
    <message>
        <source>Users&apos; regions</source>
        <translation>Nutzerregionen</translation>
    </message>
    <message>
        <source>Price book: %1 (%2, %3 confidence)</source>
        <translation>Preisbuch: %1 (%2, Verlässlichkeit %3)</translation>
    </message>
    <message>
        <source>Price book: %1 per site plus %2 per device a year for %3 devices. %4</source>
        <translation>Preisbuch: %1 je Standort plus %2 je Gerät und Jahr für %3 Geräte. %4</translation>
    </message>
    <message>
        <source>Price book: %1</source>
        <translation>Preisbuch: %1</translation>
    </message>
    <message>
        <source>All site figures…</source>
        <translation>Alle Standortkennzahlen …</translation>
    </message>
    <message>
        <source>Every figure of the compute site with its source (power price, PUE, grid carbon, space, availability, WAN), changed with a source as this scenario&apos;s overrides</source>
        <translation>Jede Kennzahl des Rechenstandorts mit ihrer Quelle (Strompreis, PUE, CO2 des Stromnetzes, Fläche, Verfügbarkeit, WAN), mit einer Quelle als Überschreibungen dieses Szenarios geändert</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioFiguresModel</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>Zuverlässigkeit</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>Abbrüche pro Tag</translation>
    </message>
    <message>
        <source>Unexpected (GPU, host, network, software, timeouts) and planned; rates per component from the Llama 3 report, Table 5</source>
        <translation>Ungeplante (GPU, Host, Netzwerk, Software, Timeouts) und geplante; Raten je Komponente aus dem Llama-3-Bericht, Tabelle 5</translation>
    </message>
    <message>
        <source>Mean time between interruptions</source>
        <translation>Mittlere Zeit zwischen Abbrüchen</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Größe der Checkpoints</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Checkpoint write bandwidth</source>
        <translation>Bandbreite beim Schreiben der Checkpoints</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Minimum of the storage service, the nodes&apos; client bandwidth and their NICs</source>
        <translation>Minimum aus Speicherdienst, Client-Bandbreite der Knoten und ihren NICs</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Stillstand für Checkpoints</translation>
    </message>
    <message>
        <source>Training paused for each checkpoint</source>
        <translation>Training pausiert für jeden Checkpoint</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Intervall der Checkpoints</translation>
    </message>
    <message>
        <source>Young: %1, Daly: %2</source>
        <translation>Young: %1, Daly: %2</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Useful time / wall time after checkpoint stalls, restarts and lost work</source>
        <translation>Nutzzeit / Gesamtzeit nach Checkpoint-Stillständen, Neustarts und verlorener Arbeit</translation>
    </message>
    <message>
        <source>Lost hours per day</source>
        <translation>Verlorene Stunden pro Tag</translation>
    </message>
    <message>
        <source>Collective timeouts per day</source>
        <translation>Timeouts kollektiver Operationen pro Tag</translation>
    </message>
    <message>
        <source>Probability of at least one per day: %1 %</source>
        <translation>Wahrscheinlichkeit für mindestens einen pro Tag: %1 %</translation>
    </message>
    <message>
        <source>Straggler slowdown</source>
        <translation>Verlangsamung durch Nachzügler</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>Data loader bandwidth</source>
        <translation>Bandbreite des Datenladers</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>Cost of checkpoint stalls per day</source>
        <translation>Kosten der Stillstände für Checkpoints pro Tag</translation>
    </message>
    <message>
        <source>Cost of lost work per day</source>
        <translation>Kosten verlorener Arbeit pro Tag</translation>
    </message>
    <message>
        <source>Checkpoint on local drives</source>
        <translation>Checkpoint auf lokalen Laufwerken</translation>
    </message>
    <message>
        <source>lost with its node</source>
        <translation>geht mit seinem Knoten verloren</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Kosten (%1)</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>Kapitalwert</translation>
    </message>
    <message>
        <source>Cost per useful device-hour</source>
        <translation>Kosten pro genutzter Gerätestunde</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>Monat des Break-even</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <source>%1 TB, %2</source>
        <translation>%1 TB, %2</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>%1 MWh, %2 t CO2</source>
        <translation>%1 MWh, %2 t CO2</translation>
    </message>
    <message>
        <source>Network latency to users</source>
        <translation>Latenz im Netz zu den Nutzern</translation>
    </message>
    <message>
        <source>Downtime per year</source>
        <translation>Ausfallzeit pro Jahr</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Tokens / tokens per second</source>
        <translation>Tokens / Tokens pro Sekunde</translation>
    </message>
    <message>
        <source>Ideal time / goodput × straggler slowdown: what the run takes and is charged for</source>
        <translation>Ideale Zeit / Goodput × Verlangsamung durch Nachzügler: was der Lauf dauert und was er kostet</translation>
    </message>
    <message numerus="yes">
        <source>Over %n month(s)</source>
        <translation>
            <numerusform>Über %n Monat</numerusform>
            <numerusform>Über %n Monate</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost / months of the horizon</source>
        <translation>Gesamtkosten / Monate des Zeithorizonts</translation>
    </message>
    <message>
        <source>WAN down</source>
        <translation>WAN-Ausfall</translation>
    </message>
    <message>
        <source>Expected outage</source>
        <translation>Erwarteter Ausfall</translation>
    </message>
    <message>
        <source>%1 h/year</source>
        <translation>%1 h/Jahr</translation>
    </message>
    <message>
        <source>(1 - WAN availability %1 %) x 8,760 h</source>
        <translation>(1 − WAN-Verfügbarkeit %1 %) × 8.760 h</translation>
    </message>
    <message>
        <source>Still served</source>
        <translation>Weiter bedient</translation>
    </message>
    <message>
        <source>%1 % of %2 output tokens/s</source>
        <translation>%1 % von %2 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 Ausgabe-Tokens/s</translation>
    </message>
    <message>
        <source>Keeps running</source>
        <translation>Läuft weiter</translation>
    </message>
    <message>
        <source>Cut off</source>
        <translation>Abgeschnitten</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 kg CO2</source>
        <translation>%1 kg CO2</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>Devices × TDP × (1 + host overhead) × the site&apos;s PUE: what a site&apos;s power limit is checked against</source>
        <translation>Geräte × TDP × (1 + Host-Anteil) × PUE des Standorts: dagegen wird das Leistungslimit eines Standorts geprüft</translation>
    </message>
    <message>
        <source>Bytes per token × input + output tokens (sliding-window layers: at most the window), on each device of a replica</source>
        <translation>Bytes pro Token × Eingabe- plus Ausgabe-Tokens (Schichten mit gleitendem Fenster: höchstens das Fenster), auf jedem Gerät eines Replikats</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>not priced (refused)</source>
        <translation>nicht bepreist (abgelehnt)</translation>
    </message>
    <message>
        <source>Network latency to users (traffic-weighted)</source>
        <translation>Latenz im Netz zu den Nutzern (nach Verkehr gewichtet)</translation>
    </message>
    <message>
        <source>round trip %1, %2 km</source>
        <translation>Roundtrip %1, %2 km</translation>
    </message>
    <message>
        <source>%1; TTFT %2, request %3</source>
        <translation>%1; TTFT %2, Anfrage %3</translation>
    </message>
    <message>
        <source>%1 (worst)</source>
        <translation>%1 (ungünstigste)</translation>
    </message>
    <message>
        <source>Users by region</source>
        <translation>Nutzer nach Region</translation>
    </message>
    <message>
        <source>%1 (%2 % of traffic)</source>
        <translation>%1 (%2 % des Verkehrs)</translation>
    </message>
    <message>
        <source>The users&apos; round trip from this region to %1, added to the serving figures</source>
        <translation>Der Roundtrip der Nutzer aus dieser Region zu %1, zu den Serving-Werten addiert</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioModel</name>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not feasible&lt;/b&gt;&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;b&gt;Nicht machbar&lt;/b&gt;&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Not in the catalog</source>
        <translation>Nicht im Katalog</translation>
    </message>
    <message>
        <source>Data-parallel degree: count / (tensor × pipeline × context)</source>
        <translation>Datenparallelität: Anzahl / (Tensor × Pipeline × Kontext)</translation>
    </message>
    <message>
        <source>Global batch in sequences per optimizer step</source>
        <translation>Globaler Batch in Sequenzen je Optimiererschritt</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica, or &quot;max&quot;: the largest that fits memory and the SLO</source>
        <translation>Gleichzeitige Sequenzen je Replik, oder „max“: die größte Zahl, die in den Speicher passt und das SLO einhält</translation>
    </message>
    <message>
        <source>Memory per device: needed / usable capacity</source>
        <translation>Speicher je Gerät: benötigt / nutzbare Kapazität</translation>
    </message>
    <message>
        <source>Training: tokens processed per second by the whole cluster. Inference: output tokens generated per second by all devices.</source>
        <translation>Training: vom ganzen Cluster verarbeitete Tokens pro Sekunde. Inferenz: von allen Geräten erzeugte Ausgabe-Tokens pro Sekunde.</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: model FLOPs per second / peak of the precision</source>
        <translation>Modell-FLOP-Auslastung: Modell-FLOP pro Sekunde / Spitzenleistung der Genauigkeit</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica chosen for inference</source>
        <translation>Für die Inferenz gewählte gleichzeitige Sequenzen je Replik</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Batch (seq)</source>
        <translation>Batch (Seq.)</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Machbar</translation>
    </message>
    <message>
        <source>Memory/device (GB)</source>
        <translation>Speicher/Gerät (GB)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>Served batch (seq)</source>
        <translation>Bedienter Batch (Seq.)</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <source>Wall time of the run: the ideal time divided by the goodput left by interruptions and checkpoint stalls, times the straggler slowdown</source>
        <translation>Gesamtdauer des Laufs: die ideale Zeit geteilt durch den nach Unterbrechungen und Checkpoint-Stillständen verbleibenden Goodput, mal der Verlangsamung durch Nachzügler</translation>
    </message>
    <message>
        <source>Tokens / tokens per second: no failures, stalls or stragglers</source>
        <translation>Tokens / Tokens pro Sekunde: ohne Ausfälle, Stillstände oder Nachzügler</translation>
    </message>
    <message>
        <source>Cash paid over the placement&apos;s horizon</source>
        <translation>Über den Zeithorizont der Platzierung gezahlte Beträge</translation>
    </message>
    <message>
        <source>Total cost / months of the horizon</source>
        <translation>Gesamtkosten / Monate des Zeithorizonts</translation>
    </message>
    <message>
        <source>What limits the scenario, as the recommendation reports it: serving, the roofline ceiling of the decode step; training, computing (at least half of a step) or communicating</source>
        <translation>Was das Szenario begrenzt, wie die Empfehlung es angibt: bei Inferenz die Roofline-Grenze des Decode-Schritts; beim Training Rechnen (mindestens der halbe Schritt) oder Kommunikation</translation>
    </message>
    <message numerus="yes">
        <source>Model&apos;s P10-P90 range: %1 to %2 (its errors on %n measured run(s), regime %3)</source>
        <translation>
            <numerusform>P10–P90-Bereich des Modells: %1 bis %2 (seine Fehler auf %n gemessenen Lauf, Regime %3)</numerusform>
            <numerusform>P10–P90-Bereich des Modells: %1 bis %2 (seine Fehler auf %n gemessenen Läufen, Regime %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 % of traffic): round trip %3 ms</source>
        <translation>%1 (%2 % des Verkehrs): Roundtrip %3 ms</translation>
    </message>
    <message>
        <source>%1, TTFT %2 ms, request %3 ms</source>
        <translation>%1, TTFT %2 ms, Anfrage %3 ms</translation>
    </message>
    <message>
        <source>%1 (worst)</source>
        <translation>%1 (ungünstigste)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Users by region&lt;/b&gt; (network round trip included)&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;b&gt;Nutzer nach Region&lt;/b&gt; (Netzwerk-Roundtrip eingerechnet)&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Users in several regions: the time to first token the users of the region farthest from the site see, its network round trip included</source>
        <translation>Nutzer in mehreren Regionen: die Zeit bis zum ersten Token, die die Nutzer der vom Standort am weitesten entfernten Region sehen, ihr Netzwerk-Roundtrip eingerechnet</translation>
    </message>
    <message>
        <source>Users in several regions: the whole request&apos;s latency the users of the region farthest from the site see, its network round trip included</source>
        <translation>Nutzer in mehreren Regionen: die Latenz der ganzen Anfrage, die die Nutzer der vom Standort am weitesten entfernten Region sehen, ihr Netzwerk-Roundtrip eingerechnet</translation>
    </message>
    <message>
        <source>TTFT, worst region (ms)</source>
        <translation>TTFT, ungünstigste Region (ms)</translation>
    </message>
    <message>
        <source>Request, worst region (ms)</source>
        <translation>Anfrage, ungünstigste Region (ms)</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioPanel</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a scenario: Llama 3 8B served on one H100, to edit into what you need</source>
        <translation>Ein Szenario hinzufügen: Llama 3 8B auf einer H100 bereitgestellt, zum Anpassen an Ihren Bedarf</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Duplicate the selected scenario</source>
        <translation>Das ausgewählte Szenario duplizieren</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation>Das ausgewählte Szenario umbenennen</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the selected scenario up</source>
        <translation>Das ausgewählte Szenario nach oben verschieben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move the selected scenario down</source>
        <translation>Das ausgewählte Szenario nach unten verschieben</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected scenario</source>
        <translation>Das ausgewählte Szenario löschen</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Szenario bearbeiten</translation>
    </message>
    <message>
        <source>Studies</source>
        <translation>Studien</translation>
    </message>
</context>
<context>
    <name>ap::SiteEditorDialog</name>
    <message>
        <source>Site figures</source>
        <translation>Standortkennzahlen</translation>
    </message>
    <message>
        <source>Search name, id or country</source>
        <translation>Name, ID oder Land suchen</translation>
    </message>
    <message>
        <source>contract, bill, quote or survey with its date…</source>
        <translation>Vertrag, Rechnung, Angebot oder Erhebung mit Datum …</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Szenario:</translation>
    </message>
    <message>
        <source>S&amp;earch sites:</source>
        <translation>Standorte s&amp;uchen:</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>S&amp;tandort:</translation>
    </message>
    <message>
        <source>Figures as this scenario&apos;s evaluation takes them</source>
        <translation>Kennzahlen, wie die Auswertung dieses Szenarios sie verwendet</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Source of the c&amp;hange:</source>
        <translation>Quelle der Än&amp;derung:</translation>
    </message>
    <message>
        <source>Only the figures you change are saved, in the scenario&apos;s placement.sites with the source you give (undoable); the site catalog is not touched.</source>
        <translation>Nur die geänderten Kennzahlen werden gespeichert, in placement.sites des Szenarios mit der angegebenen Quelle (rückgängig zu machen); der Standortkatalog bleibt unverändert.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No site matches the search.</source>
        <translation>Kein Standort passt zur Suche.</translation>
    </message>
    <message>
        <source>%1: %2, jurisdiction %3; figures of %4 (%5 confidence)</source>
        <translation>%1: %2, Rechtsraum %3; Kennzahlen von %4 (Verlässlichkeit %5)</translation>
    </message>
    <message>
        <source>this project: %1</source>
        <translation>dieses Projekt: %1</translation>
    </message>
    <message>
        <source>no source stated</source>
        <translation>keine Quelle angegeben</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1: „%2“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No figure changed.</source>
        <translation>Keine Kennzahl geändert.</translation>
    </message>
    <message>
        <source>Say where the new figures come from (a contract, a bill, a quote and its date).</source>
        <translation>Geben Sie an, woher die neuen Kennzahlen stammen (ein Vertrag, eine Rechnung, ein Angebot und sein Datum).</translation>
    </message>
    <message>
        <source>no part of the site&apos;s source names this figure; the site&apos;s source: %1</source>
        <translation>kein Teil der Quelle des Standorts nennt diese Kennzahl; Quelle des Standorts: %1</translation>
    </message>
    <message>
        <source>not stated for this site</source>
        <translation>für diesen Standort nicht angegeben</translation>
    </message>
    <message>
        <source>Price book: %1</source>
        <translation>Preisbuch: %1</translation>
    </message>
</context>
<context>
    <name>ap::SiteFigures</name>
    <message>
        <source>Power price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Grid carbon</source>
        <translation>CO2 des Stromnetzes</translation>
    </message>
    <message>
        <source>Space price</source>
        <translation>Flächenpreis</translation>
    </message>
    <message>
        <source>Site availability</source>
        <translation>Verfügbarkeit des Standorts</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Anschlussleistung</translation>
    </message>
    <message>
        <source>WAN availability</source>
        <translation>WAN-Verfügbarkeit</translation>
    </message>
    <message>
        <source>API input price</source>
        <translation>API-Eingabepreis</translation>
    </message>
    <message>
        <source>API output price</source>
        <translation>API-Ausgabepreis</translation>
    </message>
    <message>
        <source>Latitude</source>
        <translation>Breitengrad</translation>
    </message>
    <message>
        <source>Longitude</source>
        <translation>Längengrad</translation>
    </message>
</context>
<context>
    <name>ap::SiteKind</name>
    <message>
        <source>cloud region</source>
        <translation>Cloud-Region</translation>
    </message>
    <message>
        <source>own data centre</source>
        <translation>eigenes Rechenzentrum</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>edge site</source>
        <translation>Edge-Standort</translation>
    </message>
    <message>
        <source>public model API</source>
        <translation>öffentliche Modell-API</translation>
    </message>
</context>
<context>
    <name>ap::StorageBandwidthChart</name>
    <message>
        <source>Local NVMe</source>
        <translation>Lokales NVMe</translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation>Paralleles Dateisystem</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>Storage bandwidth: checkpoint and data set</source>
        <translation>Speicherbandbreite: Checkpoint und Datensatz</translation>
    </message>
    <message>
        <source>Storage bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Transfer time</source>
        <translation>Übertragungszeit</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Checkpoint write (%1)</source>
        <translation>Checkpoint schreiben (%1)</translation>
    </message>
    <message>
        <source>Data set read (%1)</source>
        <translation>Datensatz lesen (%1)</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1 (gewählt)</translation>
    </message>
    <message>
        <source>%1: %2 GB/s for this cluster, checkpoint in %3, goodput %4 %</source>
        <translation>%1: %2 GB/s für diesen Cluster, Checkpoint in %3, Goodput %4 %</translation>
    </message>
    <message>
        <source>stall-free checkpoints ≥ %1 GB/s</source>
        <translation>Checkpoints ohne Stillstand ≥ %1 GB/s</translation>
    </message>
    <message>
        <source>Data loader needs %1 MB/s: every tier feeds it</source>
        <translation>Der Datenlader braucht %1 MB/s: jede Stufe liefert das</translation>
    </message>
    <message>
        <source>data loader needs %1 GB/s</source>
        <translation>Datenlader braucht %1 GB/s</translation>
    </message>
</context>
<context>
    <name>ap::StudyEditor</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a study of the selected scenario: which devices, how many and where, at the lowest cost</source>
        <translation>Eine Studie zum ausgewählten Szenario hinzufügen: welche Geräte, wie viele und wo, zu den geringsten Kosten</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>No study yet. A study asks the Recommendation tab a question about a scenario: which device, how many and where, under a deadline, budget, demand and latency limits. Add one to start.</source>
        <translation>Noch keine Studie. Eine Studie stellt dem Tab Empfehlung eine Frage zu einem Szenario: welches Gerät, wie viele und wo, unter Frist, Budget, Bedarf und Latenzgrenzen. Fügen Sie eine hinzu, um zu beginnen.</translation>
    </message>
    <message>
        <source>Study:</source>
        <translation>Studie:</translation>
    </message>
    <message>
        <source>Study %1</source>
        <translation>Studie %1</translation>
    </message>
</context>
<context>
    <name>ap::TornadoChart</name>
    <message>
        <source>Sensitivity</source>
        <translation>Sensitivität</translation>
    </message>
    <message>
        <source>Sensitivity: %1</source>
        <translation>Sensitivität: %1</translation>
    </message>
    <message>
        <source>Change of the winner&apos;s figure</source>
        <translation>Änderung beim Gewinner</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Input at its low end</source>
        <translation>Eingabe am unteren Ende</translation>
    </message>
    <message>
        <source>Input at its high end</source>
        <translation>Eingabe am oberen Ende</translation>
    </message>
    <message>
        <source>%1 %2: %3 (%4 %)</source>
        <translation>%1 %2: %3 (%4 %)</translation>
    </message>
    <message>
        <source>Best there: %1</source>
        <translation>Dort am besten: %1</translation>
    </message>
</context>
<context>
    <name>ap::Units</name>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/Byte</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
</context>
<context>
    <name>ap::UserCatalog</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a catalog file (no &quot;devices&quot; list)</source>
        <translation>%1 ist keine Katalogdatei (keine „devices“-Liste)</translation>
    </message>
    <message>
        <source>devices[].id: a device needs an id</source>
        <translation>devices[].id: ein Gerät braucht eine ID</translation>
    </message>
</context>
<context>
    <name>ap::UserLatencyChart</name>
    <message>
        <source>Latency to users</source>
        <translation>Latenz zu den Nutzern</translation>
    </message>
    <message>
        <source>Distance of the users</source>
        <translation>Entfernung der Nutzer</translation>
    </message>
    <message>
        <source>km</source>
        <translation>km</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Network round trip</source>
        <translation>Netzwerk-Roundtrip</translation>
    </message>
    <message>
        <source>TTFT incl. the network</source>
        <translation>TTFT inkl. Netzwerk</translation>
    </message>
    <message>
        <source>TTFT objective %1 ms</source>
        <translation>TTFT-Ziel %1 ms</translation>
    </message>
    <message>
        <source>This placement: %1 km, network %2 % of TTFT</source>
        <translation>Diese Platzierung: %1 km, Netzwerk %2 % der TTFT</translation>
    </message>
    <message>
        <source>Round trip %1 ms at %2 km</source>
        <translation>Roundtrip %1 ms bei %2 km</translation>
    </message>
    <message>
        <source>TTFT %1 ms incl. the network (%2 % network)</source>
        <translation>TTFT %1 ms inkl. Netzwerk (%2 % Netzwerk)</translation>
    </message>
    <message>
        <source>Traffic-weighted mean: %1 km, network %2 % of TTFT</source>
        <translation>Nach Verkehr gewichteter Mittelwert: %1 km, Netzwerk %2 % der TTFT</translation>
    </message>
    <message>
        <source>%1 (%2 % of traffic): TTFT %3 ms</source>
        <translation>%1 (%2 % des Verkehrs): TTFT %3 ms</translation>
    </message>
    <message>
        <source>%1: %2 km, round trip %3 ms, TTFT %4 ms incl. the network</source>
        <translation>%1: %2 km, Roundtrip %3 ms, TTFT %4 ms inkl. Netzwerk</translation>
    </message>
</context>
<context>
    <name>ap::UserRegionsEditor</name>
    <message>
        <source>&amp;Add region</source>
        <translation>Region &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remove region</source>
        <translation>Region entfernen</translation>
    </message>
    <message>
        <source>Where the users are and their share of the requests. Each region&apos;s round trip to the compute site is added to its TTFT; the users&apos; latency is the traffic-weighted mean. Coordinates (latitude; longitude) win over the distance where the site has coordinates. No region: the users are one place (Path to users).</source>
        <translation>Wo die Nutzer sind und ihr Anteil an den Anfragen. Der Roundtrip jeder Region zum Rechenstandort wird zu ihrer TTFT addiert; die Latenz zu den Nutzern ist der nach Verkehr gewichtete Mittelwert. Koordinaten (Breite; Länge) haben Vorrang vor der Entfernung, wenn der Standort Koordinaten hat. Keine Region: die Nutzer sind an einem Ort (Pfad zu den Nutzern).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Coordinates (lat; lon)</source>
        <translation>Koordinaten (Breite; Länge)</translation>
    </message>
    <message>
        <source>Distance (km)</source>
        <translation>Entfernung (km)</translation>
    </message>
    <message>
        <source>Share of traffic</source>
        <translation>Anteil am Verkehr</translation>
    </message>
    <message>
        <source>Coordinates: type the latitude and the longitude in decimal degrees, separated by a semicolon (50.11; 8.68)</source>
        <translation>Koordinaten: Breite und Länge in Dezimalgrad eingeben, durch ein Semikolon getrennt (50,11; 8,68)</translation>
    </message>
    <message>
        <source>Distance: type a number of kilometres</source>
        <translation>Entfernung: eine Zahl von Kilometern eingeben</translation>
    </message>
    <message>
        <source>Share of traffic: type a number above 0 (the shares are divided by their sum)</source>
        <translation>Anteil am Verkehr: eine Zahl über 0 eingeben (die Anteile werden durch ihre Summe geteilt)</translation>
    </message>
    <message>
        <source>Users&apos; region %1</source>
        <translation>Nutzerregion %1</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Nutzer</translation>
    </message>
    <message>
        <source>Region %1</source>
        <translation>Region %1</translation>
    </message>
    <message>
        <source>Add users&apos; region</source>
        <translation>Nutzerregion hinzufügen</translation>
    </message>
    <message>
        <source>Remove users&apos; region</source>
        <translation>Nutzerregion entfernen</translation>
    </message>
    <message>
        <source>Lat; lon</source>
        <translation>Breite; Länge</translation>
    </message>
    <message>
        <source>km</source>
        <translation>km</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
</context>
<context>
    <name>ap::WelcomePage</name>
    <message>
        <source>&amp;New Project (wizard)…</source>
        <translation>&amp;Neues Projekt (Assistent) …</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Pose a question: the job, the model, the scale, where it may run</source>
        <translation>Eine Frage stellen: die Aufgabe, das Modell, die Größenordnung, wo es laufen darf</translation>
    </message>
    <message>
        <source>&lt;h2&gt;AccelPlan&lt;/h2&gt;&lt;p&gt;Which accelerators, how many, where, and what they cost for your workload.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;AccelPlan&lt;/h2&gt;&lt;p&gt;Welche Beschleuniger, wie viele, wo, und was sie für Ihre Arbeitslast kosten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
</context>
<context>
    <name>ap::WizardChoices</name>
    <message>
        <source>Fine-tune %1</source>
        <translation>%1 feinabstimmen</translation>
    </message>
    <message>
        <source>Train %1</source>
        <translation>%1 trainieren</translation>
    </message>
    <message>
        <source>Serve %1</source>
        <translation>%1 bereitstellen</translation>
    </message>
    <message>
        <source>%1 with a judge</source>
        <translation>%1 mit Bewertungsmodell</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>The API compared is %1: it serves a model of the same family and size.</source>
        <translation>Die verglichene API ist %1: Sie bedient ein Modell derselben Familie und Größe.</translation>
    </message>
    <message>
        <source>The API compared is %1: no allowed API serves a model of the same family and size, so the cheapest allowed one is shown.</source>
        <translation>Die verglichene API ist %1: Keine zugelassene API bedient ein Modell derselben Familie und Größe, daher wird die günstigste zugelassene gezeigt.</translation>
    </message>
    <message>
        <source>It may not hold the data (its scenario says why).</source>
        <translation>Sie darf die Daten nicht halten (ihr Szenario sagt, warum).</translation>
    </message>
    <message>
        <source>Made by the new-project wizard: %1.</source>
        <translation>Erstellt vom Assistenten für neue Projekte: %1.</translation>
    </message>
    <message>
        <source>The scenario&apos;s cluster is a starting point; the recommendation study searches the allowed sites for the device, count and layout. Every field can be edited.</source>
        <translation>Der Cluster des Szenarios ist ein Ausgangspunkt; die Empfehlungsstudie durchsucht die zugelassenen Standorte nach Gerät, Anzahl und Aufteilung. Jedes Feld ist änderbar.</translation>
    </message>
    <message>
        <source>The scenario&apos;s 8 x H100 is a starting point; the recommendation study searches the allowed sites for the device, count and layout. Every field can be edited.</source>
        <translation>Die 8 x H100 des Szenarios sind ein Ausgangspunkt; die Empfehlungsstudie durchsucht die zugelassenen Standorte nach Gerät, Anzahl und Aufteilung. Jedes Feld ist änderbar.</translation>
    </message>
</context>
<context>
    <name>ap::commands</name>
    <message>
        <source>Rename Scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>Change Device</source>
        <translation>Gerät ändern</translation>
    </message>
    <message>
        <source>Change Device Count</source>
        <translation>Geräteanzahl ändern</translation>
    </message>
    <message>
        <source>Change Tensor Parallelism</source>
        <translation>Tensor-Parallelität ändern</translation>
    </message>
    <message>
        <source>Change Pipeline Parallelism</source>
        <translation>Pipeline-Parallelität ändern</translation>
    </message>
    <message>
        <source>Change Precision</source>
        <translation>Genauigkeit ändern</translation>
    </message>
    <message>
        <source>Change Batch</source>
        <translation>Batch ändern</translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation>Ein Szenario braucht einen Namen.</translation>
    </message>
    <message>
        <source>Choose a device.</source>
        <translation>Wählen Sie ein Gerät.</translation>
    </message>
    <message>
        <source>Expected a whole number of at least 1, got &quot;%1&quot;.</source>
        <translation>Erwartet wird eine ganze Zahl ab 1, nicht „%1“.</translation>
    </message>
    <message>
        <source>Unknown precision &quot;%1&quot;.</source>
        <translation>Unbekannte Genauigkeit „%1“.</translation>
    </message>
    <message>
        <source>Expected a number of sequences or &quot;max&quot;, got &quot;%1&quot;.</source>
        <translation>Erwartet wird eine Anzahl Sequenzen oder „max“, nicht „%1“.</translation>
    </message>
    <message>
        <source>Expected a global batch in sequences (at least 1), got &quot;%1&quot;.</source>
        <translation>Erwartet wird ein globaler Batch in Sequenzen (mindestens 1), nicht „%1“.</translation>
    </message>
    <message>
        <source>Unknown field.</source>
        <translation>Unbekanntes Feld.</translation>
    </message>
    <message>
        <source>No such scenario.</source>
        <translation>Dieses Szenario gibt es nicht.</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot;</source>
        <translation>%1 von „%2“</translation>
    </message>
    <message>
        <source>Add Scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“ hinzufügen</translation>
    </message>
    <message>
        <source>study %1</source>
        <translation>Studie %1</translation>
    </message>
    <message>
        <source>Change %1 of &quot;%2&quot;</source>
        <translation>%1 von „%2“ ändern</translation>
    </message>
    <message>
        <source>Change %1 of study &quot;%2&quot;</source>
        <translation>%1 der Studie „%2“ ändern</translation>
    </message>
    <message>
        <source>Duplicate Scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“ duplizieren</translation>
    </message>
    <message>
        <source>Cannot delete &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <source>Delete Scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“ löschen</translation>
    </message>
    <message>
        <source>Cannot move the scenario further.</source>
        <translation>Das Szenario kann nicht weiter verschoben werden.</translation>
    </message>
    <message>
        <source>Move Scenario &quot;%1&quot; Up</source>
        <translation>Szenario „%1“ nach oben</translation>
    </message>
    <message>
        <source>Move Scenario &quot;%1&quot; Down</source>
        <translation>Szenario „%1“ nach unten</translation>
    </message>
    <message>
        <source>Cannot move the study further.</source>
        <translation>Die Studie kann nicht weiter verschoben werden.</translation>
    </message>
    <message>
        <source>Move Study &quot;%1&quot; Up</source>
        <translation>Studie „%1“ nach oben</translation>
    </message>
    <message>
        <source>Move Study &quot;%1&quot; Down</source>
        <translation>Studie „%1“ nach unten</translation>
    </message>
    <message>
        <source>Rename Scenario &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>Szenario „%1“ in „%2“ umbenennen</translation>
    </message>
    <message>
        <source>Add Study &quot;%1&quot;</source>
        <translation>Studie „%1“ hinzufügen</translation>
    </message>
    <message>
        <source>No such study.</source>
        <translation>Diese Studie gibt es nicht.</translation>
    </message>
    <message>
        <source>Delete Study &quot;%1&quot;</source>
        <translation>Studie „%1“ löschen</translation>
    </message>
    <message>
        <source>Use Calibration &quot;%1&quot;</source>
        <translation>Kalibrierung „%1“ verwenden</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <source>Cheapest way to run %1</source>
        <translation>Günstigster Betrieb von %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan compute purchases: CPUs, GPUs and TPUs.</source>
        <translation>Beschaffung von Rechenleistung planen: CPUs, GPUs und TPUs.</translation>
    </message>
    <message>
        <source>Project file to open.</source>
        <translation>Zu öffnende Projektdatei.</translation>
    </message>
    <message>
        <source>Save the window as a PNG image once shown, then quit.</source>
        <translation>Das Fenster nach dem Anzeigen als PNG-Bild speichern, dann beenden.</translation>
    </message>
    <message>
        <source>At most one project file.</source>
        <translation>Höchstens eine Projektdatei.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Workspace view to show first: welcome, hardware, scenarios, recommendation, ...</source>
        <translation>Zuerst gezeigte Arbeitsbereichsansicht: welcome, hardware, scenarios, recommendation, …</translation>
    </message>
    <message>
        <source>Window size in pixels, e.g. 1280x800.</source>
        <translation>Fenstergröße in Pixeln, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>User interface language for this run (%1); the default is the one chosen in View &gt; Language, else the system&apos;s.</source>
        <translation>Sprache der Oberfläche für diesen Start (%1); Standard ist die unter Ansicht &gt; Sprache gewählte, sonst die des Systems.</translation>
    </message>
    <message>
        <source>--size: expected WxH such as 1280x800, got %1.</source>
        <translation>--size: erwartet BxH wie 1280x800, erhalten: %1.</translation>
    </message>
    <message>
        <source>--view: unknown view %1 (one of: %2).</source>
        <translation>--view: unbekannte Ansicht %1 (eine von: %2).</translation>
    </message>
    <message>
        <source>Chart to show first, by name: egressChart, latencyChart, paretoChart, ...</source>
        <translation>Zuerst gezeigtes Diagramm, nach Name: egressChart, latencyChart, paretoChart, …</translation>
    </message>
    <message>
        <source>Scenario to select in the Scenarios and Compare views, by name.</source>
        <translation>In den Ansichten Szenarien und Vergleich auszuwählendes Szenario, nach Name.</translation>
    </message>
    <message>
        <source>--scenario: no scenario named %1.</source>
        <translation>--scenario: kein Szenario namens %1.</translation>
    </message>
    <message>
        <source>--plot: unknown chart %1 (one of: %2).</source>
        <translation>--plot: unbekanntes Diagramm %1 (eines von: %2).</translation>
    </message>
</context>
</TS>
