<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ap::BreakdownChart</name>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
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
</context>
<context>
    <name>ap::LatencyThroughputChart</name>
    <message>
        <source>Latency vs throughput (batch 1 to memory limit)</source>
        <translation>Latenz und Durchsatz (Batch 1 bis Speichergrenze)</translation>
    </message>
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
        <source>AccelPlan</source>
        <translation>AccelPlan</translation>
    </message>
    <message>
        <source>%1 — AccelPlan</source>
        <translation>%1 — AccelPlan</translation>
    </message>
    <message>
        <source>About AccelPlan</source>
        <translation>Über AccelPlan</translation>
    </message>
    <message>
        <source>&lt;h3&gt;AccelPlan %1&lt;/h3&gt;&lt;p&gt;Plans compute purchases: which CPUs, GPUs or TPUs, how many, and what they really deliver for a workload.&lt;/p&gt;&lt;p&gt;Roofline after Williams, Waterman and Patterson, &lt;i&gt;Communications of the ACM&lt;/i&gt; 52(4), 2009. Device figures are vendor datasheet values; each table cell&apos;s tooltip names its source.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AccelPlan %1&lt;/h3&gt;&lt;p&gt;Plant die Beschaffung von Rechenleistung: welche CPUs, GPUs oder TPUs, wie viele, und was sie für eine Arbeitslast wirklich leisten.&lt;/p&gt;&lt;p&gt;Roofline nach Williams, Waterman und Patterson, &lt;i&gt;Communications of the ACM&lt;/i&gt; 52(4), 2009. Gerätedaten sind Herstellerangaben; der Tooltip jeder Tabellenzelle nennt die Quelle.&lt;/p&gt;</translation>
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
        <source>&amp;New Project</source>
        <translation>&amp;Neues Projekt</translation>
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
        <source>Calibration not loaded, built-in values used: %1</source>
        <translation>Kalibrierung nicht geladen, eingebaute Werte werden verwendet: %1</translation>
    </message>
    <message>
        <source>No file name given.</source>
        <translation>Kein Dateiname angegeben.</translation>
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
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
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
        <source>the engine's batch limit</source>
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
        <source>%1 × %2 · %3</source>
        <translation>%1 × %2 · %3</translation>
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
        <source>%1 tokens/s · step %2 s · MFU %3 % · %4 days to train</source>
        <translation>%1 Tokens/s · Schritt %2 s · MFU %3 % · %4 Tage Training</translation>
    </message>
    <message>
        <source>%1 output tokens/s · TPOT %2 ms · TTFT %3 ms</source>
        <translation>%1 Ausgabe-Tokens/s · TPOT %2 ms · TTFT %3 ms</translation>
    </message>
    <message>
        <source>Batch %1 per replica, limited by %2; memory holds up to %3</source>
        <translation>Batch %1 je Replik, begrenzt durch %2; der Speicher fasst bis zu %3</translation>
    </message>
    <message>
        <source>None: the scenario fits and runs.</source>
        <translation>Keine: das Szenario passt und läuft.</translation>
    </message>
    <message>
        <source>per device</source>
        <translation>je Gerät</translation>
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
        <translation>Arbeitspuffer</translation>
    </message>
    <message>
        <source>usable %1 GB</source>
        <translation>nutzbar %1 GB</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>je Schritt</translation>
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
        <translation>Datenparallele Komm. (nicht verdeckt)</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>step %1 s</source>
        <translation>Schritt %1 s</translation>
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
        <source>The roofline ceiling that limits most of the time</source>
        <translation>Die Roofline-Grenze, die die meiste Zeit begrenzt</translation>
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
        <source>Time to train (days)</source>
        <translation>Trainingsdauer (Tage)</translation>
    </message>
    <message>
        <source>Served batch (seq)</source>
        <translation>Bedienter Batch (Seq.)</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>Begrenzt durch</translation>
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
</context>
<context>
    <name>ap::ScenarioFiguresModel</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>Zuverlässigkeit</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>Unterbrechungen pro Tag</translation>
    </message>
    <message>
        <source>Unexpected (GPU, host, network, software, timeouts) and planned; rates per component from the Llama 3 report, Table 5</source>
        <translation>Ungeplante (GPU, Host, Netzwerk, Software, Timeouts) und geplante; Raten je Komponente aus dem Llama-3-Bericht, Tabelle 5</translation>
    </message>
    <message>
        <source>Mean time between interruptions</source>
        <translation>Mittlere Zeit zwischen Unterbrechungen</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Checkpoint-Größe</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Checkpoint write bandwidth</source>
        <translation>Checkpoint-Schreibbandbreite</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Minimum of the storage service, the nodes' client bandwidth and their NICs</source>
        <translation>Minimum aus Speicherdienst, Client-Bandbreite der Knoten und ihren NICs</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Checkpoint-Stillstand</translation>
    </message>
    <message>
        <source>Training paused for each checkpoint</source>
        <translation>Training pausiert für jeden Checkpoint</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
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
        <translation>Kollektiv-Timeouts pro Tag</translation>
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
        <source>Time to train, all effects</source>
        <translation>Trainingsdauer mit allen Effekten</translation>
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
        <translation>Kosten der Checkpoint-Stillstände pro Tag</translation>
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
        <source>Cost per training run</source>
        <translation>Kosten pro Trainingslauf</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kosten pro Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Cost per useful device-hour</source>
        <translation>Kosten pro genutzter Gerätestunde</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>Break-even-Monat</translation>
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
        <translation>Netzwerklatenz zu den Nutzern</translation>
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
    <message numerus="yes">
        <source>Total over %n month(s)</source>
        <translation>
            <numerusform>Summe über %n Monat</numerusform>
            <numerusform>Summe über %n Monate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::CashFlowChart</name>
    <message>
        <source>Cost over time</source>
        <translation>Kosten über die Zeit</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
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
        <source>Month %1: %2 USD so far</source>
        <translation>Monat %1: bisher %2 USD</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>Break-even</translation>
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
        <source>Request latency</source>
        <translation>Anfragelatenz</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
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
        <translation>eigen</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>on demand</translation>
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
        <translation>Laufzeitbindung</translation>
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
    <name>ap::MonteCarloModel</name>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>P(best) (%)</source>
        <translation>P(beste) (%)</translation>
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
        <translation>Jedes Gerät, jede Anzahl, Aufteilung, jeden Standort und jede Laufzeitbindung durchsuchen</translation>
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
        <source>The device catalog changed: search again.</source>
        <translation>Der Gerätekatalog hat sich geändert: bitte erneut suchen.</translation>
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
        <source>%1 over %2 samples (seed %3): the winner beats the runner-up in %4 % of them.</source>
        <translation>%1 über %2 Stichproben (Seed %3): Der Gewinner schlägt den Zweitplatzierten in %4 % davon.</translation>
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
</context>
</TS>
