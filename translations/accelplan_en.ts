<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ap::BreakdownChart</name>
    <message>
        <source>%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::CatalogLoad</name>
    <message>
        <source>The built-in catalog could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your catalog was not loaded, the built-in catalog is used instead.
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::CatalogModel</name>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <extracomment>Scale-up bandwidth per device and the number of devices in the domain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense peak, no sparsity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scale-up link</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n device(s) per domain</source>
        <translation>
            <numerusform>%1, %2, %n device per domain</numerusform>
            <numerusform>%1, %2, %n devices per domain</numerusform>
        </translation>
    </message>
    <message>
        <source>Per device, one direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scale-out link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No public price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16
TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8
TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32
TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory
GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory
TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up
GB/s (domain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out
GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP
W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price
USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense peak throughput in TFLOP/s (10^12 FLOP/s), without sparsity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device memory capacity in GB (10^9 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device memory bandwidth in TB/s (10^12 bytes/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up (NVLink, ICI, Infinity Fabric...) bandwidth per device and direction in GB/s, and the number of devices in one scale-up domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out network bandwidth per device and direction in GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thermal design power in watts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indicative purchase price per device in US dollars</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::CatalogPanel</name>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one kind of device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one vendor&apos;s devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search name or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select devices to compare them on the roofline (Ctrl+click adds one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::LatencyThroughputChart</name>
    <message>
        <source>Latency vs throughput (batch 1 to memory limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch %1
TPOT: %2 ms
Output: %3 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario (batch %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario: batch %1
TPOT: %2 ms
Output: %3 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT objective %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::MainWindow</name>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Chart &amp;Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About AccelPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in + %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in (%1 has errors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) · catalog: %1</source>
        <translation>
            <numerusform>%n device · catalog: %1</numerusform>
            <numerusform>%n devices · catalog: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own devices and corrections are read from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog not loaded: see the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AccelPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — AccelPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About AccelPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;AccelPlan %1&lt;/h3&gt;&lt;p&gt;Plans compute purchases: which CPUs, GPUs or TPUs, how many, and what they really deliver for a workload.&lt;/p&gt;&lt;p&gt;Roofline after Williams, Waterman and Patterson, &lt;i&gt;Communications of the ACM&lt;/i&gt; 52(4), 2009. Device figures are vendor datasheet values; each table cell&apos;s tooltip names its source.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit rejected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — AccelPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)[*] — AccelPlan</source>
        <comment>project name (file name)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AccelPlan projects (*.accelplan);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AccelPlan projects (*.accelplan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added scenario &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::PlotWidget</name>
    <message>
        <source>%1 (%2)</source>
        <comment>axis title (unit)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3
%4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration not loaded, built-in values used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file name given.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::ReferenceOperators</name>
    <message>
        <source>Decode GEMV 1×8192×8192</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention decode, 8k context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LayerNorm 4096×8192</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM 4096³</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention prefill, 4k tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::RooflineChart</name>
    <message>
        <source>Arithmetic intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOP/byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attainable performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-chip cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale-up link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale-out network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roofline, %1 dense peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge point: peak / memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No device selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, memory roofline (%2, peak %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 ceiling (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ridge point
%2
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2
Intensity: %3
Attainable: %4 (%5% of peak)
Bound by: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache, host link, scale-up, scale-out ceilings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not plotted, no %1 peak: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not plotted, no %1 peak: %n device(s)</source>
        <translation>
            <numerusform>Not plotted, no %1 peak: %n device</numerusform>
            <numerusform>Not plotted, no %1 peak: %n devices</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::RooflinePanel</name>
    <message>
        <source>Compute format whose dense peak sets the roof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart as PNG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) plotted.</source>
        <translation>
            <numerusform>%n device plotted.</numerusform>
            <numerusform>%n devices plotted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without %1 left out.</source>
        <translation>
            <numerusform>%n without %1 left out.</numerusform>
            <numerusform>%n without %1 left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hover for values; drag to pan, scroll to zoom, double-click to reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other &amp;ceilings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashed: on-chip cache, host link, scale-up and scale-out bandwidth as rooflines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 peak: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 peak: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::SaveFile</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::ScenarioDetailsPanel</name>
    <message>
        <source>the requested batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine's batch limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TPOT objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TTFT objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s · step %2 s · MFU %3 % · %4 days to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 output tokens/s · TPOT %2 ms · TTFT %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch %1 per replica, limited by %2; memory holds up to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the scenario fits and runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usable %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel comm. (exposed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::ScenarioModel</name>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not feasible&lt;/b&gt;&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel degree: count / (tensor × pipeline × context)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch in sequences per optimizer step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent sequences per replica, or &quot;max&quot;: the largest that fits memory and the SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device: needed / usable capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: tokens processed per second by the whole cluster. Inference: output tokens generated per second by all devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: model FLOPs per second / peak of the precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roofline ceiling that limits most of the time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent sequences per replica chosen for inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch (seq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory/device (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to train (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Served batch (seq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::Units</name>
    <message>
        <source>%1 TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FLOP/byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::commands</name>
    <message>
        <source>Rename Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Device Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tensor Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Pipeline Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a whole number of at least 1, got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown precision &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a number of sequences or &quot;max&quot;, got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a global batch in sequences (at least 1), got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Scenario &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan compute purchases: CPUs, GPUs and TPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the window as a PNG image once shown, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most one project file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::Objectives</name>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carbon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO₂ per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO₂ per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::RecommendationText</name>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n layout</numerusform>
            <numerusform>%n layouts</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) searched in %3 ms, %4 feasible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No candidate meets every constraint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would flip it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest rejected options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::CandidateTableModel</name>
    <message>
        <source>TP%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CP%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n replica(s), batch %2</source>
        <translation>
            <numerusform>%1 × %n replica, batch %2</numerusform>
            <numerusform>%1 × %n replicas, batch %2</numerusform>
        </translation>
    </message>
    <message>
        <source>owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fallback %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price confidence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk made of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>column title (unit)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout (TP/PP/DP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout (replicas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability (%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::MonteCarloModel</name>
    <message>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(best) (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P10 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::ParetoChart</name>
    <message>
        <source>Trade-offs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3 %4
%5: %6 %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front in this view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::TornadoChart</name>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change of the winner&apos;s figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input at its low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input at its high end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 (%4 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best there: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ap::RecommendationPanel</name>
    <message>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add as Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s recommend studies, or one per distinct workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the ranking minimises (overrides the study&apos;s choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search every device, count, layout, site and commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the selected candidate to the project as a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Search to find the best options for this study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tudy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade-offs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device catalog changed: search again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project changed: search again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has no scenario to search from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relax a constraint or widen the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over %2 samples (seed %3): the winner beats the runner-up in %4 % of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Monte Carlo comparison for this search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a candidate first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study&apos;s template scenario is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not add the scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the scenario &quot;%1&quot; (Edit &gt; Undo removes it).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
