<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
</TS>
