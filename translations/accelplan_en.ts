<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ap::CandidateTableModel</name>
    <message numerus="yes">
        <source>%1 × %n replica(s), batch %2</source>
        <translation>
            <numerusform>%1 × %n replica, batch %2</numerusform>
            <numerusform>%1 × %n replicas, batch %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::CatalogModel</name>
    <message numerus="yes">
        <source>%1, %2, %n device(s) per domain</source>
        <translation>
            <numerusform>%1, %2, %n device per domain</numerusform>
            <numerusform>%1, %2, %n devices per domain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point-to-point link(s): a smaller group uses only the links to its members</source>
        <translation>
            <numerusform>%n point-to-point link: a smaller group uses only the links to its members</numerusform>
            <numerusform>%n point-to-point links: a smaller group uses only the links to its members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) per torus axis: a group uses the links of the axes it spans</source>
        <translation>
            <numerusform>%n chip per torus axis: a group uses the links of the axes it spans</numerusform>
            <numerusform>%n chips per torus axis: a group uses the links of the axes it spans</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::MainWindow</name>
    <message numerus="yes">
        <source>%n device(s) · catalog: %1</source>
        <translation>
            <numerusform>%n device · catalog: %1</numerusform>
            <numerusform>%n devices · catalog: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) imported (%1 rows read).</source>
        <translation>
            <numerusform>%n price imported (%1 rows read).</numerusform>
            <numerusform>%n prices imported (%1 rows read).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) imported</source>
        <translation>
            <numerusform>%n price imported</numerusform>
            <numerusform>%n prices imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New project: %1 recommended; %n option(s) meet every constraint</source>
        <translation>
            <numerusform>New project: %1 recommended; %n option meets every constraint</numerusform>
            <numerusform>New project: %1 recommended; %n options meet every constraint</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::MonteCarloChart</name>
    <message numerus="yes">
        <source>%n more option(s) not drawn</source>
        <translation>
            <numerusform>%n more option not drawn</numerusform>
            <numerusform>%n more options not drawn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::NewProjectWizard</name>
    <message numerus="yes">
        <source>The search will try %n site(s): %1</source>
        <translation>
            <numerusform>The search will try %n site: %1</numerusform>
            <numerusform>The search will try %n sites: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Project &quot;%1&quot;: the scenario &quot;%2&quot; and a study searching %n site(s).</source>
        <translation>
            <numerusform>Project &quot;%1&quot;: the scenario &quot;%2&quot; and a study searching %n site.</numerusform>
            <numerusform>Project &quot;%1&quot;: the scenario &quot;%2&quot; and a study searching %n sites.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n site(s))</source>
        <translation>
            <numerusform>%1 (%n site)</numerusform>
            <numerusform>%1 (%n sites)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The nearest wider choice, %1, has %n site(s).</source>
        <translation>
            <numerusform>The nearest wider choice, %1, has %n site.</numerusform>
            <numerusform>The nearest wider choice, %1, has %n sites.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::ParetoChart</name>
    <message numerus="yes">
        <source>Model&apos;s P10-P90 range (%n measured run(s))</source>
        <translation>
            <numerusform>Model&apos;s P10-P90 range (%n measured run)</numerusform>
            <numerusform>Model&apos;s P10-P90 range (%n measured runs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::RecommendationPanel</name>
    <message numerus="yes">
        <source>%n candidate(s) evaluated</source>
        <translation>
            <numerusform>%n candidate evaluated</numerusform>
            <numerusform>%n candidates evaluated</numerusform>
        </translation>
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
</context>
<context>
    <name>ap::RooflineChart</name>
    <message numerus="yes">
        <source>Not plotted, no %1 peak: %n device(s)</source>
        <translation>
            <numerusform>Not plotted, no %1 peak: %n device</numerusform>
            <numerusform>Not plotted, no %1 peak: %n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::RooflinePanel</name>
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
</context>
<context>
    <name>ap::ScenarioDetailsPanel</name>
    <message numerus="yes">
        <source>Model&apos;s P10-P90 range (its errors on %n measured run(s), regime %1): %2</source>
        <translation>
            <numerusform>Model&apos;s P10-P90 range (its errors on %n measured run, regime %1): %2</numerusform>
            <numerusform>Model&apos;s P10-P90 range (its errors on %n measured runs, regime %1): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch %1 per replica, limited by %2; memory holds up to %Ln sequence(s)</source>
        <translation>
            <numerusform>Batch %1 per replica, limited by %2; memory holds up to %Ln sequence</numerusform>
            <numerusform>Batch %1 per replica, limited by %2; memory holds up to %Ln sequences</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::ScenarioFiguresModel</name>
    <message numerus="yes">
        <source>Over %n month(s)</source>
        <translation>
            <numerusform>Over %n month</numerusform>
            <numerusform>Over %n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::ScenarioModel</name>
    <message numerus="yes">
        <source>Model&apos;s P10-P90 range: %1 to %2 (its errors on %n measured run(s), regime %3)</source>
        <translation>
            <numerusform>Model&apos;s P10-P90 range: %1 to %2 (its errors on %n measured run, regime %3)</numerusform>
            <numerusform>Model&apos;s P10-P90 range: %1 to %2 (its errors on %n measured runs, regime %3)</numerusform>
        </translation>
    </message>
</context>
</TS>
