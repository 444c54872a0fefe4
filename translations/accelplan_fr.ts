<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>PlaybookCharts</name>
    <message>
        <source>%1 operators (%2)</source>
        <translation>%1 opérateurs (%2)</translation>
    </message>
</context>
<context>
    <name>PlaybookPdf</name>
    <message>
        <source>AccelPlan playbook: %1</source>
        <translation>Playbook AccelPlan : %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>Playbook</translation>
    </message>
    <message>
        <source>Project file</source>
        <translation>Fichier de projet</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Tool version</source>
        <translation>Version de l’outil</translation>
    </message>
    <message>
        <source>Price book</source>
        <translation>Barème de prix</translation>
    </message>
    <message>
        <source>newest price dated %1</source>
        <translation>prix le plus récent daté du %1</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scénarios</translation>
    </message>
    <message>
        <source>Studies</source>
        <translation>Études</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
</context>
<context>
    <name>ap::AboutDialog</name>
    <message>
        <source>Calibration (measured runs)</source>
        <translation>Calibrage (exécutions mesurées)</translation>
    </message>
    <message>
        <source>Hardware catalog (devices)</source>
        <translation>Catalogue matériel (appareils)</translation>
    </message>
    <message>
        <source>Price book (price points)</source>
        <translation>Barème de prix (points de prix)</translation>
    </message>
    <message>
        <source>Sites (places to run)</source>
        <translation>Sites (lieux d’exécution)</translation>
    </message>
    <message>
        <source>About AccelPlan</source>
        <translation>À propos d’AccelPlan</translation>
    </message>
    <message>
        <source>&lt;h3&gt;AccelPlan %1&lt;/h3&gt;&lt;p&gt;Plans compute: which CPUs, GPUs or TPUs, where to run them, and what they really cost.&lt;/p&gt;&lt;p&gt;Licence: proprietary (LicenseRef-proprietary). Built with Qt %2 and QCustomPlot.&lt;/p&gt;&lt;p&gt;Roofline after Williams, Waterman and Patterson, &lt;i&gt;Communications of the ACM&lt;/i&gt; 52(4), 2009. Every figure of the data below names its source (datasheet, paper, price page) in the data files and in the tooltips.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AccelPlan %1&lt;/h3&gt;&lt;p&gt;Planifie la puissance de calcul : quels CPU, GPU ou TPU, où les exécuter et ce qu’ils coûtent réellement.&lt;/p&gt;&lt;p&gt;Licence : propriétaire (LicenseRef-proprietary). Construit avec Qt %2 et QCustomPlot.&lt;/p&gt;&lt;p&gt;Roofline d’après Williams, Waterman et Patterson, &lt;i&gt;Communications of the ACM&lt;/i&gt; 52(4), 2009. Chaque chiffre des données ci-dessous indique sa source (fiche technique, article, page de prix) dans les fichiers de données et dans les infobulles.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Data shipped with this version:</source>
        <translation>Données livrées avec cette version :</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Dated</source>
        <translation>Datées</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>non datées</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Prices date quickly: override them with your own quotes (Hardware view, Set Price…) before you decide on them.</source>
        <translation>Les prix vieillissent vite : remplacez-les par vos propres devis (vue Matériel, Définir le prix…) avant de décider sur leur base.</translation>
    </message>
</context>
<context>
    <name>ap::Autosave</name>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>AccelPlan did not close normally. Unsaved changes to &quot;%1&quot; were saved at %2. Restore them?</source>
        <translation>AccelPlan ne s’est pas fermé normalement. Les modifications non enregistrées de « %1 » ont été sauvegardées à %2. Les restaurer ?</translation>
    </message>
    <message>
        <source>The project had never been saved.</source>
        <translation>Le projet n’a jamais été enregistré.</translation>
    </message>
    <message>
        <source>Project file: %1</source>
        <translation>Fichier de projet : %1</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Keep for Later</source>
        <translation>Garder pour plus tard</translation>
    </message>
    <message>
        <source>The recovered project could not be read: %1</source>
        <translation>Le projet récupéré n’a pas pu être lu : %1</translation>
    </message>
</context>
<context>
    <name>ap::BreakdownChart</name>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Mémoire par appareil</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>per device</source>
        <translation>par appareil</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Espace de travail</translation>
    </message>
    <message>
        <source>usable %1 GB</source>
        <translation>utilisable %1 Go</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>Étape d’entraînement</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>par étape</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Tensor comm.</source>
        <translation>Comm. tenseur</translation>
    </message>
    <message>
        <source>Pipeline comm.</source>
        <translation>Comm. pipeline</translation>
    </message>
    <message>
        <source>Expert comm.</source>
        <translation>Comm. experts</translation>
    </message>
    <message>
        <source>Context comm.</source>
        <translation>Comm. contexte</translation>
    </message>
    <message>
        <source>Data-parallel comm. (exposed)</source>
        <translation>Comm. parallélisme de données (non masquée)</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Bulle de pipeline</translation>
    </message>
    <message>
        <source>step %1 s</source>
        <translation>étape %1 s</translation>
    </message>
    <message>
        <source>Host offload (exposed)</source>
        <translation>Déchargement vers l’hôte (non masqué)</translation>
    </message>
</context>
<context>
    <name>ap::BuyVsRentChart</name>
    <message>
        <source>Buy vs rent: cumulative cost</source>
        <translation>Acheter ou louer : coût cumulé</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>months</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Coût cumulé</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>%1, month %2: %3 so far</source>
        <translation>%1, mois %2 : %3 à ce jour</translation>
    </message>
    <message>
        <source>%1 (this placement)</source>
        <translation>%1 (ce placement)</translation>
    </message>
    <message>
        <source>%1 (alternative)</source>
        <translation>%1 (alternative)</translation>
    </message>
    <message>
        <source>break-even: month %1</source>
        <translation>seuil de rentabilité : mois %1</translation>
    </message>
    <message>
        <source>No break-even within the horizon</source>
        <translation>Pas de seuil de rentabilité dans l’horizon</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>ap::CalibrationDialog</name>
    <message>
        <source>infeasible</source>
        <translation>non faisable</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>A&amp;juster</translation>
    </message>
    <message>
        <source>&amp;Save Calibration…</source>
        <translation>&amp;Enregistrer la calibration…</translation>
    </message>
    <message>
        <source>Calibrate from Measurements</source>
        <translation>Calibrer à partir de mesures</translation>
    </message>
    <message>
        <source>Measurements and benchmark results</source>
        <translation>Mesures et résultats de benchmark</translation>
    </message>
    <message>
        <source>calibrate&apos;s CSV, vLLM bench serve --save-result JSON, SGLang bench_serving JSONL, trtllm-bench report, MLPerf mlperf_log_summary.txt, nccl-tests output</source>
        <translation>CSV de calibrate, JSON de vLLM bench serve --save-result, JSONL de SGLang bench_serving, rapport de trtllm-bench, mlperf_log_summary.txt de MLPerf, sortie de nccl-tests</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>&amp;Ajouter des fichiers…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Add Measurements</source>
        <translation>Ajouter des mesures</translation>
    </message>
    <message>
        <source>Measurements and results (*.csv *.json *.jsonl *.txt *.log);;All files (*)</source>
        <translation>Mesures et résultats (*.csv *.json *.jsonl *.txt *.log);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>What the files do not say</source>
        <translation>Ce que les fichiers n’indiquent pas</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Appareil :</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modèle :</translation>
    </message>
    <message>
        <source>From the file</source>
        <translation>Depuis le fichier</translation>
    </message>
    <message>
        <source>Weights&apos; precision:</source>
        <translation>Précision des poids :</translation>
    </message>
    <message>
        <source>From the file, else 1</source>
        <translation>Depuis le fichier, sinon 1</translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation>Parallélisme de tenseur :</translation>
    </message>
    <message>
        <source>From the file, else tensor parallel</source>
        <translation>Depuis le fichier, sinon le parallélisme de tenseur</translation>
    </message>
    <message>
        <source>Devices in the run:</source>
        <translation>Appareils de l’exécution :</translation>
    </message>
    <message>
        <source>Input tokens per request:</source>
        <translation>Jetons d’entrée par requête :</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation>All-to-all</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter</translation>
    </message>
    <message>
        <source>nccl-tests collective:</source>
        <translation>Opération collective (nccl-tests) :</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grandeur</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>Prédit avant</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>Prédit après</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>Erreur avant</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>Erreur après</translation>
    </message>
    <message>
        <source>Save Calibration</source>
        <translation>Enregistrer la calibration</translation>
    </message>
    <message>
        <source>Calibration (*.json)</source>
        <translation>Calibration (*.json)</translation>
    </message>
    <message>
        <source>Add a measurements or benchmark result file first.</source>
        <translation>Ajoutez d’abord un fichier de mesures ou de résultats de benchmark.</translation>
    </message>
    <message>
        <source>Fitting…</source>
        <translation>Ajustement en cours…</translation>
    </message>
    <message>
        <source>request latency (s)</source>
        <translation>latence de requête (s)</translation>
    </message>
    <message>
        <source>training tokens/s</source>
        <translation>jetons d’entraînement/s</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>jetons de sortie/s</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 o</translation>
    </message>
    <message>
        <source>collective time (µs)</source>
        <translation>durée collective (µs)</translation>
    </message>
    <message>
        <source>Fitted on %1 measurements.</source>
        <translation>Ajusté sur %1 mesures.</translation>
    </message>
    <message>
        <source>Fabric: link efficiency %1 (was %2).</source>
        <translation>Réseau : efficacité des liens %1 (avant %2).</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>measurements CSV</source>
        <translation>mesures (CSV)</translation>
    </message>
    <message>
        <source>vLLM bench serve JSON</source>
        <translation>JSON de vLLM bench serve</translation>
    </message>
    <message>
        <source>SGLang bench_serving JSONL</source>
        <translation>JSONL de SGLang bench_serving</translation>
    </message>
    <message>
        <source>trtllm-bench report</source>
        <translation>rapport de trtllm-bench</translation>
    </message>
    <message>
        <source>MLPerf LoadGen summary</source>
        <translation>résumé de MLPerf LoadGen</translation>
    </message>
    <message>
        <source>nccl-tests output</source>
        <translation>sortie de nccl-tests</translation>
    </message>
    <message>
        <source>&amp;Use for This Project</source>
        <translation>&amp;Utiliser pour ce projet</translation>
    </message>
    <message>
        <source>Save the fitted parameters beside the project and evaluate it with them (Edit &gt; Undo goes back)</source>
        <translation>Enregistrer les paramètres ajustés à côté du projet et l’évaluer avec eux (Édition &gt; Annuler revient en arrière)</translation>
    </message>
    <message>
        <source>Use for This Project evaluates the open project with the fitted parameters (its &quot;calibration&quot;; Edit &gt; Undo goes back). Save Calibration writes a file other projects can reference.</source>
        <translation>« Utiliser pour ce projet » évalue le projet ouvert avec les paramètres ajustés (sa « calibration » ; Édition &gt; Annuler revient en arrière). « Enregistrer la calibration » écrit un fichier auquel d’autres projets peuvent faire référence.</translation>
    </message>
    <message>
        <source>Saved %1; the project now uses it (Edit &gt; Undo goes back).</source>
        <translation>%1 enregistré ; le projet l’utilise désormais (Édition &gt; Annuler revient en arrière).</translation>
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
        <translation>TTFT : erreur médiane %1 avant, %2 après.</translation>
    </message>
    <message>
        <source>TPOT median error %1 before, %2 after.</source>
        <translation>TPOT : erreur médiane %1 avant, %2 après.</translation>
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
            <numerusform>%1 × %n réplique, lot %2</numerusform>
            <numerusform>%1 × %n répliques, lot %2</numerusform>
        </translation>
    </message>
    <message>
        <source>owned</source>
        <translation>achat</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>à la demande</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 an</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 ans</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>%1 (fallback %2)</source>
        <translation>%1 (secours %2)</translation>
    </message>
    <message>
        <source>Bound by: %1</source>
        <translation>Limité par : %1</translation>
    </message>
    <message>
        <source>Price confidence: %1</source>
        <translation>Fiabilité du prix : %1</translation>
    </message>
    <message>
        <source>Risk made of:</source>
        <translation>Le risque se compose de :</translation>
    </message>
    <message>
        <source>  %1: %2 %</source>
        <translation>  %1 : %2 %</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problèmes :</translation>
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
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Layout (TP/PP/DP)</source>
        <translation>Découpage (TP/PP/DP)</translation>
    </message>
    <message>
        <source>Layout (replicas)</source>
        <translation>Découpage (répliques)</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Mode d’acquisition</translation>
    </message>
    <message>
        <source>Risk (%)</source>
        <translation>Risque (%)</translation>
    </message>
    <message>
        <source>Availability (%)</source>
        <translation>Disponibilité (%)</translation>
    </message>
</context>
<context>
    <name>ap::CashFlowChart</name>
    <message>
        <source>Cost over time</source>
        <translation>Coût dans le temps</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>months</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Coût cumulé</translation>
    </message>
    <message>
        <source>Monthly cash flow</source>
        <translation>Flux de trésorerie mensuel</translation>
    </message>
    <message>
        <source>Month %1: %2 so far</source>
        <translation>Mois %1 : %2 à ce jour</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>seuil de rentabilité</translation>
    </message>
</context>
<context>
    <name>ap::CatalogLoad</name>
    <message>
        <source>The built-in catalog could not be read: %1</source>
        <translation>Le catalogue intégré n’a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>Your catalog was not loaded, the built-in catalog is used instead.
%1</source>
        <translation>Votre catalogue n’a pas été chargé ; le catalogue intégré est utilisé à la place.
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
        <translation>Accélérateur</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <extracomment>Scale-up bandwidth per device and the number of devices in the domain</extracomment>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Provenance : %1</translation>
    </message>
    <message>
        <source>Dense peak, no sparsity</source>
        <translation>Pic dense, sans parcimonie</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>No scale-up link</source>
        <translation>Pas de liaison scale-up</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n device(s) per domain</source>
        <translation>
            <numerusform>%1, %2, %n appareil par domaine</numerusform>
            <numerusform>%1, %2, %n appareils par domaine</numerusform>
        </translation>
    </message>
    <message>
        <source>Per device, one direction</source>
        <translation>Par appareil, dans un sens</translation>
    </message>
    <message>
        <source>No scale-out link</source>
        <translation>Pas de liaison scale-out</translation>
    </message>
    <message>
        <source>Not published</source>
        <translation>Non publié</translation>
    </message>
    <message>
        <source>No public price</source>
        <translation>Pas de prix public</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>Au %1</translation>
    </message>
    <message>
        <source>%1 (user)</source>
        <translation>%1 (utilisateur)</translation>
    </message>
    <message>
        <source>Your entry, from %1</source>
        <translation>Votre entrée, tirée de %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
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
        <translation>Mémoire
Go</translation>
    </message>
    <message>
        <source>Memory
TB/s</source>
        <translation>Mémoire
To/s</translation>
    </message>
    <message>
        <source>Scale-up
GB/s (domain)</source>
        <translation>Scale-up
Go/s (domaine)</translation>
    </message>
    <message>
        <source>Scale-out
GB/s</source>
        <translation>Scale-out
Go/s</translation>
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
        <translation>Prix
USD</translation>
    </message>
    <message>
        <source>Dense peak throughput in TFLOP/s (10^12 FLOP/s), without sparsity</source>
        <translation>Débit crête dense en TFLOP/s (10^12 FLOP/s), sans parcimonie</translation>
    </message>
    <message>
        <source>Device memory capacity in GB (10^9 bytes)</source>
        <translation>Capacité mémoire de l’appareil en Go (10^9 octets)</translation>
    </message>
    <message>
        <source>Device memory bandwidth in TB/s (10^12 bytes/s)</source>
        <translation>Bande passante mémoire de l’appareil en To/s (10^12 octets/s)</translation>
    </message>
    <message>
        <source>Scale-up (NVLink, ICI, Infinity Fabric...) bandwidth per device and direction in GB/s, and the number of devices in one scale-up domain</source>
        <translation>Bande passante scale-up (NVLink, ICI, Infinity Fabric…) par appareil et par sens en Go/s, et nombre d’appareils dans un domaine scale-up</translation>
    </message>
    <message>
        <source>Scale-out network bandwidth per device and direction in GB/s</source>
        <translation>Bande passante réseau scale-out par appareil et par sens en Go/s</translation>
    </message>
    <message>
        <source>Thermal design power in watts</source>
        <translation>Puissance thermique de conception (TDP) en watts</translation>
    </message>
    <message>
        <source>Indicative purchase price per device in US dollars</source>
        <translation>Prix d’achat indicatif par appareil en dollars US</translation>
    </message>
    <message numerus="yes">
        <source>%n point-to-point link(s): a smaller group uses only the links to its members</source>
        <translation>
            <numerusform>%n liaison point à point : un groupe plus petit n’utilise que les liaisons vers ses membres</numerusform>
            <numerusform>%n liaisons point à point : un groupe plus petit n’utilise que les liaisons vers ses membres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) per torus axis: a group uses the links of the axes it spans</source>
        <translation>
            <numerusform>%n puce par axe du tore : un groupe utilise les liaisons des axes qu’il couvre</numerusform>
            <numerusform>%n puces par axe du tore : un groupe utilise les liaisons des axes qu’il couvre</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::CatalogPanel</name>
    <message>
        <source>All kinds</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>Show one kind of device</source>
        <translation>Afficher un seul type d’appareil</translation>
    </message>
    <message>
        <source>Show one vendor&apos;s devices</source>
        <translation>Afficher les appareils d’un seul fabricant</translation>
    </message>
    <message>
        <source>Search name or id</source>
        <translation>Rechercher un nom ou un ID</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>&amp;Fabricant :</translation>
    </message>
    <message>
        <source>Select devices to compare them on the roofline (Ctrl+click adds one).</source>
        <translation>Sélectionnez des appareils pour les comparer sur le roofline (Ctrl+clic en ajoute un).</translation>
    </message>
    <message>
        <source>&amp;Duplicate Device…</source>
        <translation>&amp;Dupliquer l’appareil…</translation>
    </message>
    <message>
        <source>Copy the selected device into your own catalog and edit it</source>
        <translation>Copier l’appareil sélectionné dans votre propre catalogue et le modifier</translation>
    </message>
    <message>
        <source>Set &amp;Price…</source>
        <translation>Définir le &amp;prix…</translation>
    </message>
    <message>
        <source>A cloud or purchase price for the selected device, as a price override of a scenario of the open project</source>
        <translation>Un prix cloud ou d’achat pour l’appareil sélectionné, comme remplacement de prix d’un scénario du projet ouvert</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Tous les fabricants</translation>
    </message>
    <message>
        <source>Cali&amp;brate from Measurements…</source>
        <translation>Ca&amp;librer à partir de mesures…</translation>
    </message>
    <message>
        <source>Fit the performance model to your own benchmark results (vLLM, SGLang, trtllm-bench, MLPerf, nccl-tests, CSV)</source>
        <translation>Ajuster le modèle de performance à vos propres résultats de benchmark (vLLM, SGLang, trtllm-bench, MLPerf, nccl-tests, CSV)</translation>
    </message>
</context>
<context>
    <name>ap::Commitment</name>
    <message>
        <source>on demand</source>
        <translation>à la demande</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>engagement d’un an</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>engagement de 3 ans</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
</context>
<context>
    <name>ap::CompareModel</name>
    <message>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>training</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Appareils</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallélisme</translation>
    </message>
    <message>
        <source>TP%1 PP%2 DP%3</source>
        <translation>TP%1 PP%2 DP%3</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Faisable</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Performances</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Mémoire par appareil</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
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
        <translation>Fiabilité</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>Interruptions par jour</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Arrêt pour checkpoint</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilité</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Cost per useful device-hour</source>
        <translation>Coût par heure-appareil utile</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <source>Energy and latency</source>
        <translation>Énergie et latence</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
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
        <translation>Aller-retour réseau vers les utilisateurs</translation>
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
        <translation>Meilleur des comparés : le plus bas</translation>
    </message>
    <message>
        <source>Best of the compared: the highest</source>
        <translation>Meilleur des comparés : le plus haut</translation>
    </message>
    <message>
        <source>A recommendation candidate (not a scenario of the project)</source>
        <translation>Un candidat de la recommandation (pas un scénario du projet)</translation>
    </message>
    <message>
        <source>Served with the WAN down</source>
        <translation>Servi sans WAN</translation>
    </message>
    <message>
        <source>Lost with the WAN down</source>
        <translation>Perdu sans WAN</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>Network round trip, worst users&apos; region</source>
        <translation>Aller-retour réseau, pire région d&apos;utilisateurs</translation>
    </message>
    <message>
        <source>WAN down, expected</source>
        <translation>WAN coupé, attendu</translation>
    </message>
    <message>
        <source>h/year</source>
        <translation>h/an</translation>
    </message>
</context>
<context>
    <name>ap::CompareView</name>
    <message>
        <source>Compare:</source>
        <translation>Comparer :</translation>
    </message>
    <message>
        <source>Bold on green: the best of the compared for that row. Amber: differs from the first column.</source>
        <translation>Gras sur vert : le meilleur des comparés pour cette ligne. Ambre : diffère de la première colonne.</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>Répartition des coûts</translation>
    </message>
    <message>
        <source>Buy vs rent</source>
        <translation>Acheter ou louer</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>Storage bandwidth</source>
        <translation>Bande passante de stockage</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <source>&amp;Plots for:</source>
        <translation>&amp;Graphiques pour :</translation>
    </message>
    <message>
        <source>No compared scenario has a placement (cost)</source>
        <translation>Aucun scénario comparé n’a de placement (coût)</translation>
    </message>
    <message>
        <source>Needs a feasible placement and an alternative site</source>
        <translation>Nécessite un placement faisable et un site alternatif</translation>
    </message>
    <message>
        <source>Needs a served (inference) scenario with a placement</source>
        <translation>Nécessite un scénario servi (inférence) avec un placement</translation>
    </message>
    <message>
        <source>Needs a training scenario</source>
        <translation>Nécessite un scénario d’entraînement</translation>
    </message>
    <message>
        <source>Remove Candidates</source>
        <translation>Retirer les candidats</translation>
    </message>
    <message>
        <source>Take the recommendation candidates out of the comparison (Recommendation tab: select ranked candidates and press Compare to add some)</source>
        <translation>Retirer de la comparaison les candidats de la recommandation (onglet Recommandation : sélectionnez des candidats classés et appuyez sur Comparer pour en ajouter)</translation>
    </message>
    <message>
        <source>TTFT/TPOT vs batch</source>
        <translation>TTFT/TPOT selon le lot</translation>
    </message>
    <message>
        <source>Network share</source>
        <translation>Part du réseau</translation>
    </message>
    <message>
        <source>Candidate: %1</source>
        <translation>Candidat : %1</translation>
    </message>
    <message>
        <source>A recommendation candidate, not a scenario of the project</source>
        <translation>Un candidat de la recommandation, pas un scénario du projet</translation>
    </message>
    <message>
        <source>Needs a feasible placement with a site</source>
        <translation>Nécessite un placement faisable avec un site</translation>
    </message>
    <message>
        <source>Needs a compared served (inference) scenario</source>
        <translation>Nécessite un scénario servi (inférence) comparé</translation>
    </message>
    <message>
        <source>Needs a compared feasible served scenario</source>
        <translation>Nécessite un scénario servi faisable comparé</translation>
    </message>
</context>
<context>
    <name>ap::Confidence</name>
    <message>
        <source>high</source>
        <translation>élevée</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>low</source>
        <translation>faible</translation>
    </message>
</context>
<context>
    <name>ap::CostBreakdownChart</name>
    <message>
        <source>Compute (rent, API)</source>
        <translation>Calcul (location, API)</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Achat</translation>
    </message>
    <message>
        <source>Network (fabric)</source>
        <translation>Réseau (fabric)</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Stockage</translation>
    </message>
    <message>
        <source>Egress and transfers</source>
        <translation>Egress et transferts</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Électricité</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Hébergement</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Maintenance</translation>
    </message>
    <message>
        <source>Stalls and lost work</source>
        <translation>Arrêts et travail perdu</translation>
    </message>
    <message>
        <source>Where the money goes</source>
        <translation>Où va l’argent</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>Coût sur l’horizon</translation>
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
        <translation>%1, %2 : %3</translation>
    </message>
    <message>
        <source>Fallback site</source>
        <translation>Site de secours</translation>
    </message>
</context>
<context>
    <name>ap::DataClass</name>
    <message>
        <source>public</source>
        <translation>publiques</translation>
    </message>
    <message>
        <source>internal</source>
        <translation>internes</translation>
    </message>
    <message>
        <source>confidential</source>
        <translation>confidentielles</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>secrètes</translation>
    </message>
    <message>
        <source>regulated (GDPR, EU/EEA)</source>
        <translation>réglementées (RGPD, UE/EEE)</translation>
    </message>
    <message>
        <source>sovereign EU (EU operator)</source>
        <translation>souveraines UE (opérateur dans l’UE)</translation>
    </message>
    <message>
        <source>regulated (%1)</source>
        <translation>réglementées (%1)</translation>
    </message>
</context>
<context>
    <name>ap::DeviceEditorDialog</name>
    <message>
        <source>Edit Device</source>
        <translation>Modifier l’appareil</translation>
    </message>
    <message>
        <source>Fields as in data/hardware/*.json; give every figure you change its source. Saved to %1, merged over the built-in catalog (an existing id is corrected).</source>
        <translation>Champs comme dans data/hardware/*.json ; donnez sa source à chaque chiffre modifié. Enregistré dans %1, fusionné par-dessus le catalogue intégré (un ID existant est corrigé).</translation>
    </message>
    <message>
        <source>The text is not valid JSON.</source>
        <translation>Le texte n’est pas du JSON valide.</translation>
    </message>
</context>
<context>
    <name>ap::EgressChart</name>
    <message>
        <source>Egress economics</source>
        <translation>Économie de l’egress</translation>
    </message>
    <message>
        <source>Data sent out per month</source>
        <translation>Données sortantes par mois</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>To</translation>
    </message>
    <message>
        <source>Egress bill per month</source>
        <translation>Facture d’egress par mois</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>%1 (this site&apos;s provider)</source>
        <translation>%1 (fournisseur de ce site)</translation>
    </message>
    <message>
        <source>%1: from %2 TB a month, %3 per GB</source>
        <translation>%1 : à partir de %2 To par mois, %3 par Go</translation>
    </message>
    <message>
        <source>Free egress:</source>
        <translation>Egress gratuit :</translation>
    </message>
    <message>
        <source>Dots: where a cheaper price tier starts</source>
        <translation>Points : début d’un palier de prix plus avantageux</translation>
    </message>
    <message>
        <source>This scenario: %1 TB/month, %2 a month</source>
        <translation>Ce scénario : %1 To/mois, %2 par mois</translation>
    </message>
    <message>
        <source>Monthly cost %1 = egress %2 + compute and purchase %3 + every other cost %4</source>
        <translation>Coût mensuel %1 = egress %2 + calcul et achat %3 + tous les autres coûts %4</translation>
    </message>
    <message>
        <source>Compute and purchase: %1 a month</source>
        <translation>Calcul et achat : %1 par mois</translation>
    </message>
    <message>
        <source>Compute (or purchase) per month: an egress bill above it pays for moving the compute to the data</source>
        <translation>Calcul (ou achat) par mois : une facture d’egress au-delà paie le déplacement du calcul vers les données</translation>
    </message>
    <message>
        <source>Data-gravity break-even: %1 TB/month</source>
        <translation>Seuil de gravité des données : %1 To/mois</translation>
    </message>
    <message>
        <source>At %1 TB a month the egress bill on %2&apos;s tiers equals the compute (%3 a month): above it, moving the compute next to the data is cheaper than moving the data</source>
        <translation>À %1 To par mois, la facture d’egress selon les paliers de %2 égale le calcul (%3 par mois) : au-delà, rapprocher le calcul des données coûte moins que déplacer les données</translation>
    </message>
    <message>
        <source>move the compute beyond %1 TB/month</source>
        <translation>déplacer le calcul au-delà de %1 To/mois</translation>
    </message>
</context>
<context>
    <name>ap::FieldForm</name>
    <message>
        <source>(default)</source>
        <translation>(par défaut)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>par défaut : %1</translation>
    </message>
    <message>
        <source>training</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>inference (serving)</source>
        <translation>inférence (service)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>sélectif</translation>
    </message>
    <message>
        <source>object storage</source>
        <translation>stockage objet</translation>
    </message>
    <message>
        <source>parallel file system</source>
        <translation>système de fichiers parallèle</translation>
    </message>
    <message>
        <source>local NVMe</source>
        <translation>NVMe local</translation>
    </message>
    <message>
        <source>rail-optimised</source>
        <translation>optimisé rails</translation>
    </message>
    <message>
        <source>fat tree</source>
        <translation>fat tree</translation>
    </message>
    <message>
        <source>2D torus</source>
        <translation>tore 2D</translation>
    </message>
    <message>
        <source>3D torus</source>
        <translation>tore 3D</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>état de l&apos;optimiseur</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>optimizer state and activations</source>
        <translation>état de l&apos;optimiseur et activations</translation>
    </message>
    <message>
        <source>paid up front</source>
        <translation>payé comptant</translation>
    </message>
    <message>
        <source>financed</source>
        <translation>financé</translation>
    </message>
    <message>
        <source>straight-line depreciation</source>
        <translation>amortissement linéaire</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>carbon</source>
        <translation>carbone</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>risque</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>latence</translation>
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
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Total parameters, as published (e.g. 70B). The architecture below must describe 0.5-2x this.</source>
        <translation>Paramètres totaux, tels que publiés (p. ex. 70B). L’architecture ci-dessous doit en décrire 0,5 à 2 fois.</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Paramètres actifs</translation>
    </message>
    <message>
        <source>Parameters used per token. Default: all of them for dense models; for MoE the shared part plus the top-k experts, from the shape.</source>
        <translation>Paramètres utilisés par jeton. Par défaut : tous pour les modèles denses ; pour les MoE la partie partagée plus les k meilleurs experts, d’après la forme.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>Transformer blocks (required).</source>
        <translation>Blocs transformer (obligatoire).</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Dimension cachée</translation>
    </message>
    <message>
        <source>Model dimension d_model (required).</source>
        <translation>Dimension du modèle d_model (obligatoire).</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Têtes d’attention</translation>
    </message>
    <message>
        <source>Query heads (required); tensor parallelism must divide it.</source>
        <translation>Têtes de requête (obligatoire) ; le parallélisme tensoriel doit les diviser.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Têtes KV</translation>
    </message>
    <message>
        <source>Key/value heads (grouped-query attention); must divide heads. Default: heads (multi-head attention).</source>
        <translation>Têtes clé/valeur (grouped-query attention) ; doivent diviser les têtes. Par défaut : les têtes (multi-head attention).</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Taille de tête</translation>
    </message>
    <message>
        <source>Dimension per head. Default: hidden / heads.</source>
        <translation>Dimension par tête. Par défaut : cachée / têtes.</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>Taille FFN</translation>
    </message>
    <message>
        <source>Feed-forward inner dimension (per expert for MoE). Default: 4 x hidden.</source>
        <translation>Dimension interne feed-forward (par expert pour les MoE). Par défaut : 4 × cachée.</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulaire</translation>
    </message>
    <message>
        <source>Vocabulary size (required).</source>
        <translation>Taille du vocabulaire (obligatoire).</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <source>Experts per MoE layer. Default: 1 (a dense model).</source>
        <translation>Experts par couche MoE. Par défaut : 1 (un modèle dense).</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Experts par jeton</translation>
    </message>
    <message>
        <source>Experts each token is routed to (top-k). Default: 1.</source>
        <translation>Experts vers lesquels chaque jeton est routé (top-k). Par défaut : 1.</translation>
    </message>
    <message>
        <source>Gated MLP</source>
        <translation>MLP à porte</translation>
    </message>
    <message>
        <source>SwiGLU-style MLP with three matrices. Default: the layout whose parameter count is closer to the stated total.</source>
        <translation>MLP de type SwiGLU à trois matrices. Par défaut : la disposition dont le nombre de paramètres est le plus proche du total indiqué.</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Embeddings liés</translation>
    </message>
    <message>
        <source>Input and output embeddings share one matrix. Default: no.</source>
        <translation>Les embeddings d’entrée et de sortie partagent une matrice. Par défaut : non.</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Route factor</source>
        <translation>Facteur de tracé</translation>
    </message>
    <message>
        <source>Fibre route length / great-circle distance (1-10). Default: see docs/placement-and-costs.md.</source>
        <translation>Longueur du tracé de fibre / distance orthodromique (1-10). Par défaut : voir docs/placement-and-costs.md.</translation>
    </message>
    <message>
        <source>Hops</source>
        <translation>Sauts</translation>
    </message>
    <message>
        <source>Router hops on the path.</source>
        <translation>Sauts de routeur sur le chemin.</translation>
    </message>
    <message>
        <source>Delay per hop</source>
        <translation>Délai par saut</translation>
    </message>
    <message>
        <source>Queueing and forwarding per hop.</source>
        <translation>Mise en file et acheminement par saut.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bande passante</translation>
    </message>
    <message>
        <source>Link speed, in bits (&quot;10G&quot;, &quot;400 Gb/s&quot;).</source>
        <translation>Débit de la liaison, en bits (« 10G », « 400 Gb/s »).</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilité</translation>
    </message>
    <message>
        <source>Fraction of time the path is up (&quot;99.95 %&quot;).</source>
        <translation>Part du temps où le chemin est disponible (« 99,95 % »).</translation>
    </message>
    <message>
        <source>Transfer price</source>
        <translation>Prix de transfert</translation>
    </message>
    <message>
        <source>Price per GB sent. Default: the site&apos;s egress price from the price book.</source>
        <translation>Prix par Go envoyé. Par défaut : le prix d’egress du site d’après le barème.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Training run or serving. Switching keeps the model and precision; the other kind&apos;s fields start at stated values you then edit.</source>
        <translation>Entraînement ou service. Changer conserve le modèle et la précision ; les champs de l’autre type partent de valeurs indiquées que vous modifiez ensuite.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <source>Tokens per training sequence.</source>
        <translation>Jetons par séquence d’entraînement.</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Jetons d’entraînement</translation>
    </message>
    <message>
        <source>Tokens the run processes (&quot;15T&quot;: Llama 3).</source>
        <translation>Jetons traités par l’entraînement (« 15T » : Llama 3).</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Lot global</translation>
    </message>
    <message>
        <source>Sequences per optimizer step; a multiple of data x micro batch.</source>
        <translation>Séquences par pas d’optimiseur ; un multiple de données × micro-lot.</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>Micro-lot</translation>
    </message>
    <message>
        <source>Sequences per pipeline micro-batch. Default: 1.</source>
        <translation>Séquences par micro-lot de pipeline. Par défaut : 1.</translation>
    </message>
    <message>
        <source>Activation recompute</source>
        <translation>Recalcul des activations</translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass to save memory. Default: selective (Korthikanti et al. 2022).</source>
        <translation>Recalculer les activations lors de la passe arrière pour économiser la mémoire. Par défaut : sélectif (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Noyau d’attention</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Jetons d’entrée</translation>
    </message>
    <message>
        <source>Prompt length per request.</source>
        <translation>Longueur du prompt par requête.</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Jetons de sortie</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica, or &quot;max&quot;: the largest that fits memory, max batch and the SLOs. Default: max.</source>
        <translation>Séquences simultanées par réplique, ou « max » : la plus grande qui tient dans la mémoire, le lot maximal et les SLO. Par défaut : max.</translation>
    </message>
    <message>
        <source>Max batch</source>
        <translation>Lot maximal</translation>
    </message>
    <message>
        <source>The serving engine&apos;s batch limit. Default: 2048.</source>
        <translation>Limite de lot du moteur de service. Par défaut : 2048.</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>Précision du cache KV</translation>
    </message>
    <message>
        <source>Number format of the KV cache. Default: the precision.</source>
        <translation>Format numérique du cache KV. Par défaut : la précision.</translation>
    </message>
    <message>
        <source>TTFT objective</source>
        <translation>Objectif TTFT</translation>
    </message>
    <message>
        <source>TPOT objective</source>
        <translation>Objectif TPOT</translation>
    </message>
    <message>
        <source>Time per output token the batch must meet. Default: none.</source>
        <translation>Temps par jeton de sortie que le lot doit respecter. Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Prefill devices</source>
        <translation>Appareils de prefill</translation>
    </message>
    <message>
        <source>Disaggregated serving: devices that only prefill (a multiple of tensor x pipeline). Default: none, every replica prefills and decodes.</source>
        <translation>Service désagrégé : appareils qui ne font que le prefill (un multiple de tenseur × pipeline). Par défaut : aucun, chaque réplique fait prefill et decode.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Online evaluation</source>
        <translation>Évaluation en ligne</translation>
    </message>
    <message>
        <source>Judge sampled traffic</source>
        <translation>Juger un échantillon du trafic</translation>
    </message>
    <message>
        <source>A judge model scores a sample of the responses on the same devices. Starts as the served model judging 5 % of requests.</source>
        <translation>Un modèle juge note un échantillon des réponses sur les mêmes appareils. Démarre avec le modèle servi jugeant 5 % des requêtes.</translation>
    </message>
    <message>
        <source>Sample fraction</source>
        <translation>Fraction échantillonnée</translation>
    </message>
    <message>
        <source>Share of requests judged (&quot;5 %&quot;).</source>
        <translation>Part des requêtes jugées (« 5 % »).</translation>
    </message>
    <message>
        <source>Judge input tokens</source>
        <translation>Jetons d’entrée du juge</translation>
    </message>
    <message>
        <source>Prompt of one judgement. Default: the request&apos;s input plus output tokens.</source>
        <translation>Prompt d’un jugement. Par défaut : les jetons d’entrée et de sortie de la requête.</translation>
    </message>
    <message>
        <source>Judge output tokens</source>
        <translation>Jetons de sortie du juge</translation>
    </message>
    <message>
        <source>Tokens of one verdict. Default: 16.</source>
        <translation>Jetons d’un verdict. Par défaut : 16.</translation>
    </message>
    <message>
        <source>Cluster and parallelism</source>
        <translation>Cluster et parallélisme</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Accelerator, from the hardware catalog (required).</source>
        <translation>Accélérateur, tiré du catalogue matériel (obligatoire).</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Appareils</translation>
    </message>
    <message>
        <source>Devices in the cluster (required): tensor x pipeline x context x data.</source>
        <translation>Appareils du cluster (obligatoire) : tenseur × pipeline × contexte × données.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Parallélisme tensoriel</translation>
    </message>
    <message>
        <source>Devices one layer is split over (Megatron-LM). Default: 1.</source>
        <translation>Appareils sur lesquels une couche est répartie (Megatron-LM). Par défaut : 1.</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Parallélisme de pipeline</translation>
    </message>
    <message>
        <source>Pipeline stages. Default: 1.</source>
        <translation>Étages de pipeline. Par défaut : 1.</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>Parallélisme de données</translation>
    </message>
    <message>
        <source>Model replicas. Default: count / (tensor x pipeline x context).</source>
        <translation>Répliques du modèle. Par défaut : nombre / (tenseur × pipeline × contexte).</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Parallélisme d’experts</translation>
    </message>
    <message>
        <source>Devices the experts are spread over, carved out of data x tensor x context. Default: 1.</source>
        <translation>Appareils sur lesquels les experts sont répartis, pris sur données × tenseur × contexte. Par défaut : 1.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Parallélisme de contexte</translation>
    </message>
    <message>
        <source>Devices a sequence is split over (ring attention). Default: 1.</source>
        <translation>Appareils sur lesquels une séquence est répartie (ring attention). Par défaut : 1.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Niveau ZeRO</translation>
    </message>
    <message>
        <source>Optimizer state (1), gradients (2) and weights (3) sharded over data ranks (Rajbhandari et al. 2020). Default: 1 for training, 0 for serving.</source>
        <translation>État de l’optimiseur (1), gradients (2) et poids (3) répartis sur les rangs de données (Rajbhandari et al. 2020). Par défaut : 1 pour l’entraînement, 0 pour le service.</translation>
    </message>
    <message>
        <source>Virtual pipeline</source>
        <translation>Pipeline virtuel</translation>
    </message>
    <message>
        <source>Model chunks per pipeline rank (interleaved 1F1B, Narayanan et al. 2021). Default: 1.</source>
        <translation>Morceaux du modèle par rang de pipeline (1F1B entrelacé, Narayanan et al. 2021). Par défaut : 1.</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric réseau</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Scale-out network. Default: rail-optimised fat tree for GPUs, the ICI torus for TPUs.</source>
        <translation>Réseau scale-out. Par défaut : fat tree optimisé par rail pour les GPU, le tore ICI pour les TPU.</translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation>Radix du commutateur</translation>
    </message>
    <message>
        <source>Ports per switch. Default: 64 (NVIDIA Quantum-2, 64 x 400G).</source>
        <translation>Ports par commutateur. Par défaut : 64 (NVIDIA Quantum-2, 64 × 400G).</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Sursouscription</translation>
    </message>
    <message>
        <source>Leaf downlinks : uplinks. Default: 1 (non-blocking).</source>
        <translation>Liens descendants : montants des leafs. Par défaut : 1 (non bloquant).</translation>
    </message>
    <message>
        <source>Pod oversubscription</source>
        <translation>Sursouscription des pods</translation>
    </message>
    <message>
        <source>Pods to core, for three tiers. Default: 1.</source>
        <translation>Des pods vers le cœur, pour trois niveaux. Par défaut : 1.</translation>
    </message>
    <message>
        <source>NIC per device</source>
        <translation>NIC par appareil</translation>
    </message>
    <message>
        <source>Scale-out link per device (&quot;400G&quot;). Default: the catalog&apos;s NIC for the device.</source>
        <translation>Liaison scale-out par appareil (« 400G »). Par défaut : la NIC de l’appareil selon le catalogue.</translation>
    </message>
    <message>
        <source>Switch latency</source>
        <translation>Latence du commutateur</translation>
    </message>
    <message>
        <source>Port-to-port latency of one switch (the switch&apos;s datasheet). Each step of a collective over the scale-out network waits for the switches on its path: one between domains under one leaf, three or five through the spines. Default: 0.6 us (not a vendor figure; a cut-through switch measured adds 0.27 us).</source>
        <translation>Latence port à port d’un commutateur (selon sa fiche technique). Chaque étape d’une opération collective sur le réseau scale-out attend les commutateurs de son chemin : un entre des domaines sous un même leaf, trois ou cinq en passant par les spines. Par défaut : 0,6 µs (pas une valeur du fabricant ; un commutateur cut-through mesuré ajoute 0,27 µs).</translation>
    </message>
    <message>
        <source>Reliability and storage</source>
        <translation>Fiabilité et stockage</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>Temps de redémarrage</translation>
    </message>
    <message>
        <source>Detect, reschedule and reload after a failure. Default: 10 min (stated assumption).</source>
        <translation>Détecter, replanifier et recharger après une panne. Par défaut : 10 min (hypothèse indiquée).</translation>
    </message>
    <message>
        <source>Collective timeout</source>
        <translation>Délai des opérations collectives</translation>
    </message>
    <message>
        <source>Watchdog that kills a hung collective. Default: 10 min (PyTorch ProcessGroupNCCL).</source>
        <translation>Chien de garde qui tue une opération collective bloquée. Par défaut : 10 min (PyTorch ProcessGroupNCCL).</translation>
    </message>
    <message>
        <source>Link flaps</source>
        <translation>Battements de liaison</translation>
    </message>
    <message>
        <source>Transient link stalls. Default: 1e-4 (assumption).</source>
        <translation>Blocages transitoires de liaison. Par défaut : 1e-4 (hypothèse).</translation>
    </message>
    <message>
        <source>Mean flap stall</source>
        <translation>Blocage moyen par battement</translation>
    </message>
    <message>
        <source>Mean stall of one flap. Default: 20 s (assumption).</source>
        <translation>Blocage moyen d’un battement. Par défaut : 20 s (hypothèse).</translation>
    </message>
    <message>
        <source>Step jitter</source>
        <translation>Gigue des étapes</translation>
    </message>
    <message>
        <source>Coefficient of variation of one rank&apos;s step; the slowest of n ranks sets the pace. Default: 1 % (Llama 3 saw 1-2 %).</source>
        <translation>Coefficient de variation de l’étape d’un rang ; le plus lent des n rangs impose le rythme. Par défaut : 1 % (Llama 3 a observé 1-2 %).</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Taille du checkpoint</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Intervalle de checkpoint</translation>
    </message>
    <message>
        <source>Default: the Young/Daly optimum for the failure rate.</source>
        <translation>Par défaut : l’optimum de Young/Daly pour le taux de panne.</translation>
    </message>
    <message>
        <source>Asynchronous checkpoint</source>
        <translation>Checkpoint asynchrone</translation>
    </message>
    <message>
        <source>Copy to host memory, write in the background. Default: no.</source>
        <translation>Copier en mémoire hôte, écrire en arrière-plan. Par défaut : non.</translation>
    </message>
    <message>
        <source>Dataset bytes per token</source>
        <translation>Octets de jeu de données par jeton</translation>
    </message>
    <message>
        <source>Tokenised data on disk. Default: 4 (uint32 ids).</source>
        <translation>Données découpées en jetons sur disque. Par défaut : 4 (ID uint32).</translation>
    </message>
    <message>
        <source>Device-hour cost</source>
        <translation>Coût par heure-appareil</translation>
    </message>
    <message>
        <source>Prices stalls and lost work (&quot;$2.10/h&quot;). Default: none.</source>
        <translation>Valorise les arrêts et le travail perdu (« $2.10/h »). Par défaut : aucun.</translation>
    </message>
    <message>
        <source>GPU failures</source>
        <translation>Pannes de GPU</translation>
    </message>
    <message>
        <source>Host failures</source>
        <translation>Pannes d’hôte</translation>
    </message>
    <message>
        <source>Network failures</source>
        <translation>Pannes réseau</translation>
    </message>
    <message>
        <source>Software failures</source>
        <translation>Pannes logicielles</translation>
    </message>
    <message>
        <source>Hangs</source>
        <translation>Blocages</translation>
    </message>
    <message>
        <source>Planned interruptions</source>
        <translation>Interruptions planifiées</translation>
    </message>
    <message>
        <source>Default: the Llama 3 405B run, 419 unexpected interruptions in 54 days on 16,384 H100s (Grattafiori et al. 2024, Table 5).</source>
        <translation>Par défaut : l’entraînement de Llama 3 405B, 419 interruptions imprévues en 54 jours sur 16 384 H100 (Grattafiori et al. 2024, tableau 5).</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>Stockage des checkpoints</translation>
    </message>
    <message>
        <source>Where checkpoints go; each kind has stated defaults below. Default: parallel file system.</source>
        <translation>Où vont les checkpoints ; chaque type a ses valeurs par défaut indiquées ci-dessous. Par défaut : système de fichiers parallèle.</translation>
    </message>
    <message>
        <source>Storage write</source>
        <translation>Écriture stockage</translation>
    </message>
    <message>
        <source>Aggregate write bandwidth. Default: by kind (100 GB/s for a mid-size parallel file system).</source>
        <translation>Bande passante d’écriture agrégée. Par défaut : selon le type (100 Go/s pour un système de fichiers parallèle de taille moyenne).</translation>
    </message>
    <message>
        <source>Storage read</source>
        <translation>Lecture stockage</translation>
    </message>
    <message>
        <source>Aggregate read bandwidth (data loading). Default: by kind.</source>
        <translation>Bande passante de lecture agrégée (chargement des données). Par défaut : selon le type.</translation>
    </message>
    <message>
        <source>Write per node</source>
        <translation>Écriture par nœud</translation>
    </message>
    <message>
        <source>Client limit. Default: by kind.</source>
        <translation>Limite du client. Par défaut : selon le type.</translation>
    </message>
    <message>
        <source>Storage capacity</source>
        <translation>Capacité de stockage</translation>
    </message>
    <message>
        <source>Default: by kind.</source>
        <translation>Par défaut : selon le type.</translation>
    </message>
    <message>
        <source>Storage price</source>
        <translation>Prix du stockage</translation>
    </message>
    <message>
        <source>Default: by kind ($0.023 for S3 Standard list price).</source>
        <translation>Par défaut : selon le type (0,023 $ au prix catalogue de S3 Standard).</translation>
    </message>
    <message>
        <source>Survives node failure</source>
        <translation>Survit à une panne de nœud</translation>
    </message>
    <message>
        <source>Whether a checkpoint outlives the node that wrote it. Default: by kind (local NVMe: no).</source>
        <translation>Si un checkpoint survit au nœud qui l’a écrit. Par défaut : selon le type (NVMe local : non).</translation>
    </message>
    <message>
        <source>Placement and cost</source>
        <translation>Placement et coûts</translation>
    </message>
    <message>
        <source>Cost report</source>
        <translation>Rapport de coûts</translation>
    </message>
    <message>
        <source>Where it runs and what it costs. Off: no cost report. See docs/placement-and-costs.md.</source>
        <translation>Où cela tourne et ce que cela coûte. Désactivé : pas de rapport de coûts. Voir docs/placement-and-costs.md.</translation>
    </message>
    <message>
        <source>Compute site</source>
        <translation>Site de calcul</translation>
    </message>
    <message>
        <source>Where the devices run. Default: on-prem.</source>
        <translation>Où tournent les appareils. Par défaut : sur site.</translation>
    </message>
    <message>
        <source>Data site</source>
        <translation>Site des données</translation>
    </message>
    <message>
        <source>Where the data lives. Default: the compute site.</source>
        <translation>Où résident les données. Par défaut : le site de calcul.</translation>
    </message>
    <message>
        <source>Burst site</source>
        <translation>Site de débordement</translation>
    </message>
    <message>
        <source>Cloud site for demand above the reserved devices. Default: none.</source>
        <translation>Site cloud pour la demande au-delà des appareils réservés. Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Fallback site</source>
        <translation>Site de secours</translation>
    </message>
    <message>
        <source>Serves when the compute site is down. Default: none.</source>
        <translation>Prend le relais quand le site de calcul est indisponible. Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>A second site costed side by side. Default: none.</source>
        <translation>Un second site chiffré côte à côte. Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Data classes</source>
        <translation>Classes de données</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizon</translation>
    </message>
    <message>
        <source>Period the costs are summed over. Default: 36 months.</source>
        <translation>Période sur laquelle les coûts sont additionnés. Par défaut : 36 mois.</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Taux d’actualisation</translation>
    </message>
    <message>
        <source>Annual rate for the net present value (&quot;8 %&quot;). Default: 8 %.</source>
        <translation>Taux annuel de la valeur actuelle nette (« 8 % »). Par défaut : 8 %.</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Taux d’utilisation</translation>
    </message>
    <message>
        <source>Share of the horizon the devices work. Default: training runs back to back; serving from the demand.</source>
        <translation>Part de l’horizon pendant laquelle les appareils travaillent. Par défaut : entraînements enchaînés ; service d’après la demande.</translation>
    </message>
    <message>
        <source>Baseline devices</source>
        <translation>Appareils de base</translation>
    </message>
    <message>
        <source>Devices owned; the rest bursts. Default: all.</source>
        <translation>Appareils possédés ; le reste déborde. Par défaut : tous.</translation>
    </message>
    <message>
        <source>Own data centre</source>
        <translation>Centre de données propre</translation>
    </message>
    <message>
        <source>Capital expense</source>
        <translation>Dépenses d’investissement</translation>
    </message>
    <message>
        <source>Paid upfront, depreciated straight-line or financed. Default: upfront.</source>
        <translation>Payées d’avance, amorties linéairement ou financées. Par défaut : d’avance.</translation>
    </message>
    <message>
        <source>Hardware life</source>
        <translation>Durée de vie du matériel</translation>
    </message>
    <message>
        <source>Financing rate</source>
        <translation>Taux de financement</translation>
    </message>
    <message>
        <source>Annual loan rate, when financed.</source>
        <translation>Taux annuel du prêt, en cas de financement.</translation>
    </message>
    <message>
        <source>Financing term</source>
        <translation>Durée du financement</translation>
    </message>
    <message>
        <source>Loan term, when financed.</source>
        <translation>Durée du prêt, en cas de financement.</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Prix du serveur</translation>
    </message>
    <message>
        <source>One server with its devices (&quot;$300k&quot;). Default: the price book.</source>
        <translation>Un serveur avec ses appareils (« $300k »). Par défaut : le barème.</translation>
    </message>
    <message>
        <source>Devices per server</source>
        <translation>Appareils par serveur</translation>
    </message>
    <message>
        <source>Network ports per device</source>
        <translation>Ports réseau par appareil</translation>
    </message>
    <message>
        <source>Switch ports priced per device. Default: see docs/placement-and-costs.md.</source>
        <translation>Ports de commutateur chiffrés par appareil. Par défaut : voir docs/placement-and-costs.md.</translation>
    </message>
    <message>
        <source>Host power overhead</source>
        <translation>Surcoût électrique de l’hôte</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>Puissance au repos</translation>
    </message>
    <message>
        <source>Power drawn idle, as a fraction of TDP.</source>
        <translation>Puissance consommée au repos, en fraction du TDP.</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Maintenance</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Coût du personnel</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Installation</translation>
    </message>
    <message>
        <source>One-off installation, as a fraction of capex. Default: the price book.</source>
        <translation>Installation ponctuelle, en fraction de l’investissement. Par défaut : le barème.</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Mode d’acquisition</translation>
    </message>
    <message>
        <source>Pricing of the reserved devices. Default: on demand.</source>
        <translation>Tarification des appareils réservés. Par défaut : à la demande.</translation>
    </message>
    <message>
        <source>Reserved devices</source>
        <translation>Appareils réservés</translation>
    </message>
    <message>
        <source>Devices held all the time. Default: the cluster.</source>
        <translation>Appareils détenus en permanence. Par défaut : le cluster.</translation>
    </message>
    <message>
        <source>Burst commitment</source>
        <translation>Mode d’acquisition du débordement</translation>
    </message>
    <message>
        <source>Pricing of burst devices. Default: on demand.</source>
        <translation>Tarification des appareils de débordement. Par défaut : à la demande.</translation>
    </message>
    <message>
        <source>Spot checkpoint interval</source>
        <translation>Intervalle de checkpoint en spot</translation>
    </message>
    <message>
        <source>Work lost per spot preemption is half of it.</source>
        <translation>Le travail perdu par préemption spot en est la moitié.</translation>
    </message>
    <message>
        <source>Spot restart</source>
        <translation>Redémarrage spot</translation>
    </message>
    <message>
        <source>Time to resume after a preemption.</source>
        <translation>Temps de reprise après une préemption.</translation>
    </message>
    <message>
        <source>Path to users</source>
        <translation>Chemin vers les utilisateurs</translation>
    </message>
    <message>
        <source>WAN to data site</source>
        <translation>WAN vers le site des données</translation>
    </message>
    <message>
        <source>Shipment</source>
        <translation>Expédition</translation>
    </message>
    <message>
        <source>Capacity per shipment</source>
        <translation>Capacité par envoi</translation>
    </message>
    <message>
        <source>Data moved by shipping drives (Snowball-class).</source>
        <translation>Données déplacées par envoi de disques (classe Snowball).</translation>
    </message>
    <message>
        <source>Transit</source>
        <translation>Acheminement</translation>
    </message>
    <message>
        <source>Door to door.</source>
        <translation>De porte à porte.</translation>
    </message>
    <message>
        <source>Copy speed</source>
        <translation>Vitesse de copie</translation>
    </message>
    <message>
        <source>Onto and off the drives.</source>
        <translation>Vers et depuis les disques.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Jeu de données</translation>
    </message>
    <message>
        <source>What the workload stores (&quot;2.8 TB&quot;). Default: 0.</source>
        <translation>Ce que la charge stocke (« 2.8 TB »). Par défaut : 0.</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Croissance</translation>
    </message>
    <message>
        <source>New data per month. Default: 0.</source>
        <translation>Nouvelles données par mois. Par défaut : 0.</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <source>Data sent out per month. Default: inference responses, 4 B per token.</source>
        <translation>Données sortantes par mois. Par défaut : réponses d’inférence, 4 o par jeton.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Shown in the Recommendation tab.</source>
        <translation>Affiché dans l’onglet Recommandation.</translation>
    </message>
    <message>
        <source>Template scenario</source>
        <translation>Scénario modèle</translation>
    </message>
    <message>
        <source>Its workload, data and placement are what is asked about. Default: the first scenario.</source>
        <translation>Sa charge de travail, ses données et son placement sont l’objet de la question. Par défaut : le premier scénario.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>What the ranking minimises. Default: cost (per run, or per million output tokens).</source>
        <translation>Ce que le classement minimise. Par défaut : le coût (par entraînement ou par million de jetons de sortie).</translation>
    </message>
    <message>
        <source>Pareto objectives</source>
        <translation>Objectifs Pareto</translation>
    </message>
    <message>
        <source>Two or three of cost, time, latency, energy, carbon, risk. Default: cost, time (or latency), risk.</source>
        <translation>Deux ou trois parmi coût, temps, latence, énergie, carbone, risque. Par défaut : coût, temps (ou latence), risque.</translation>
    </message>
    <message>
        <source>Candidates shown</source>
        <translation>Candidats affichés</translation>
    </message>
    <message>
        <source>Default: 10.</source>
        <translation>Par défaut : 10.</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Contraintes</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>Training: time to train including failures. Default: none.</source>
        <translation>Entraînement : durée d’entraînement, pannes comprises. Par défaut : aucune.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Training: per run; serving: over the horizon (&quot;$1.2M&quot;). Default: none.</source>
        <translation>Entraînement : par exécution ; service : sur l’horizon (« $1.2M »). Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Min training tokens/s</source>
        <translation>Jetons/s d’entraînement min.</translation>
    </message>
    <message>
        <source>Training throughput floor.</source>
        <translation>Plancher de débit d’entraînement.</translation>
    </message>
    <message>
        <source>Min output tokens/s</source>
        <translation>Jetons/s de sortie min.</translation>
    </message>
    <message>
        <source>Serving demand in generated tokens; sizes the replicas.</source>
        <translation>Demande de service en jetons générés ; dimensionne les répliques.</translation>
    </message>
    <message>
        <source>Min requests/s</source>
        <translation>Requêtes/s min.</translation>
    </message>
    <message>
        <source>Serving demand in requests.</source>
        <translation>Demande de service en requêtes.</translation>
    </message>
    <message>
        <source>TTFT limit</source>
        <translation>Limite TTFT</translation>
    </message>
    <message>
        <source>Time to first token including the network. Default: the workload&apos;s SLO.</source>
        <translation>Temps jusqu’au premier jeton, réseau compris. Par défaut : le SLO de la charge.</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>Limite TPOT</translation>
    </message>
    <message>
        <source>Time per output token. Default: the workload&apos;s SLO.</source>
        <translation>Temps par jeton de sortie. Par défaut : le SLO de la charge.</translation>
    </message>
    <message>
        <source>Serving, end to end (&quot;99.9 %&quot;). Default: none.</source>
        <translation>Service, de bout en bout (« 99.9 % »). Par défaut : aucune.</translation>
    </message>
    <message>
        <source>Site power</source>
        <translation>Puissance du site</translation>
    </message>
    <message>
        <source>Facility power any one site can give (incl. PUE).</source>
        <translation>Puissance électrique que peut fournir un site (PUE compris).</translation>
    </message>
    <message>
        <source>Sites must be allowed to hold these. Default: the template&apos;s placement.</source>
        <translation>Les sites doivent pouvoir héberger ces classes. Par défaut : le placement du modèle.</translation>
    </message>
    <message>
        <source>Search space</source>
        <translation>Espace de recherche</translation>
    </message>
    <message>
        <source>Devices to consider. None checked: every catalog device.</source>
        <translation>Appareils à considérer. Aucun coché : tous les appareils du catalogue.</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Sites</translation>
    </message>
    <message>
        <source>Sites to consider. None checked: every site.</source>
        <translation>Sites à considérer. Aucun coché : tous les sites.</translation>
    </message>
    <message>
        <source>Commitments</source>
        <translation>Modes d’acquisition</translation>
    </message>
    <message>
        <source>Cloud pricing to try: on_demand, commit_1y, commit_3y, spot. Default: all four.</source>
        <translation>Tarifications cloud à essayer : on_demand, commit_1y, commit_3y, spot. Par défaut : les quatre.</translation>
    </message>
    <message>
        <source>Device counts</source>
        <translation>Nombres d’appareils</translation>
    </message>
    <message>
        <source>Training cluster sizes to try. Default: powers of two up to the maximum.</source>
        <translation>Tailles de cluster d’entraînement à essayer. Par défaut : puissances de deux jusqu’au maximum.</translation>
    </message>
    <message>
        <source>Max devices</source>
        <translation>Appareils max.</translation>
    </message>
    <message>
        <source>Default: 16,384.</source>
        <translation>Par défaut : 16 384.</translation>
    </message>
    <message>
        <source>Cloud fallback</source>
        <translation>Secours dans le cloud</translation>
    </message>
    <message>
        <source>Serving: also pair an owned site with a cloud fallback. Default: yes.</source>
        <translation>Service : associer aussi un site possédé à un secours dans le cloud. Par défaut : oui.</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Incertitude</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Tirages</translation>
    </message>
    <message>
        <source>Monte Carlo draws. Default: 10,000.</source>
        <translation>Tirages Monte-Carlo. Par défaut : 10 000.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Random seed. Default: 42.</source>
        <translation>Graine aléatoire. Par défaut : 42.</translation>
    </message>
    <message>
        <source>Candidates compared</source>
        <translation>Candidats comparés</translation>
    </message>
    <message>
        <source>Default: 5.</source>
        <translation>Par défaut : 5.</translation>
    </message>
    <message>
        <source>Utilisation spread</source>
        <translation>Dispersion du taux d’utilisation</translation>
    </message>
    <message>
        <source>Standard deviation of owned sites&apos; utilisation. Default: 0.1.</source>
        <translation>Écart-type du taux d’utilisation des sites possédés. Par défaut : 0,1.</translation>
    </message>
    <message>
        <source>Failure-rate spread</source>
        <translation>Dispersion du taux de panne</translation>
    </message>
    <message>
        <source>Coefficient of variation. Default: 0.5.</source>
        <translation>Coefficient de variation. Par défaut : 0,5.</translation>
    </message>
    <message>
        <source>Efficiency spread</source>
        <translation>Écart d’efficacité</translation>
    </message>
    <message>
        <source>Default: the calibration&apos;s median error.</source>
        <translation>Par défaut : l’erreur médiane du calibrage.</translation>
    </message>
    <message>
        <source>Type %1; empty: the default.</source>
        <translation>Type %1 ; vide : la valeur par défaut.</translation>
    </message>
    <message>
        <source>File key: %1</source>
        <translation>Clé du fichier : %1</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(par défaut)</translation>
    </message>
    <message>
        <source> (or &quot;%1&quot;)</source>
        <translation> (ou « %1 »)</translation>
    </message>
    <message>
        <source>expected yes or no, got &apos;%1&apos;</source>
        <translation>oui ou non attendu, reçu « %1 »</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Pile logicielle</translation>
    </message>
    <message>
        <source>The software that runs it: how it shards, recomputes and batches, where it can run, and its fitted efficiency. Default: auto, the device&apos;s usual stack (Megatron-LM on GPUs, MaxText on TPUs for training; TensorRT-LLM on NVIDIA, vLLM on AMD and Gaudi, JetStream on TPUs, Neuron, llama.cpp on CPUs for serving).</source>
        <translation>Le logiciel qui exécute la charge : comment il partitionne, recalcule et regroupe en lots, où il peut tourner, et son efficacité ajustée. Par défaut : auto, la pile habituelle de l&apos;appareil (entraînement : Megatron-LM sur GPU, MaxText sur TPU ; inférence : TensorRT-LLM sur NVIDIA, vLLM sur AMD et Gaudi, JetStream sur TPU, Neuron, llama.cpp sur CPU).</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Demande</translation>
    </message>
    <message>
        <source>Output tokens per second the deployment serves when it is sized for a demand below its capacity (as a recommendation is): costs per token count the tokens served. Default: the capacity.</source>
        <translation>Jetons de sortie par seconde que le déploiement sert lorsqu&apos;il est dimensionné pour une demande inférieure à sa capacité (comme une recommandation) : les coûts par jeton comptent les jetons servis. Par défaut : la capacité.</translation>
    </message>
    <message>
        <source>Pad attention heads</source>
        <translation>Compléter les têtes d&apos;attention</translation>
    </message>
    <message>
        <source>Pad the attention heads to a multiple of tensor parallel when it does not divide them (AWS Neuron); the padded heads&apos; weights, FLOPs and KV cache count. Default: no.</source>
        <translation>Compléter les têtes d&apos;attention jusqu&apos;à un multiple du parallélisme tensoriel quand celui-ci ne les divise pas (AWS Neuron) ; les poids, FLOP et cache KV des têtes ajoutées sont comptés. Par défaut : non.</translation>
    </message>
    <message>
        <source>Expert slots</source>
        <translation>Emplacements d&apos;experts</translation>
    </message>
    <message>
        <source>MoE: expert slots over the expert-parallel ranks; more than the experts replicates hot experts (DeepSeek-V3 serving: 256 experts in 288 slots). A multiple of expert parallel. Default: the experts.</source>
        <translation>MoE : emplacements d&apos;experts répartis sur les rangs du parallélisme d&apos;experts ; plus d&apos;emplacements que d&apos;experts réplique les experts les plus sollicités (inférence DeepSeek-V3 : 256 experts dans 288 emplacements). Un multiple du parallélisme d&apos;experts. Par défaut : le nombre d&apos;experts.</translation>
    </message>
    <message>
        <source>Weight sharding</source>
        <translation>Partitionnement des poids</translation>
    </message>
    <message>
        <source>Serving: 1d (Megatron tensor parallel) or 2d weight-stationary (Pope et al. 2022), which lets tensor exceed the attention heads. Default: 1d.</source>
        <translation>Inférence : 1d (parallélisme tensoriel Megatron) ou 2d à poids stationnaires (Pope et al. 2022), qui permet au parallélisme tensoriel de dépasser le nombre de têtes d&apos;attention. Par défaut : 1d.</translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>Déchargement vers l&apos;hôte</translation>
    </message>
    <message>
        <source>Training: keep optimizer state and/or activations in host memory, moved over the host link and overlapped with compute (ZeRO-Offload, MaxText). Default: none.</source>
        <translation>Entraînement : garder l&apos;état de l&apos;optimiseur et/ou les activations en mémoire hôte, transférés par le lien hôte et recouverts par le calcul (ZeRO-Offload, MaxText). Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Ordonnancement du pipeline</translation>
    </message>
    <message>
        <source>1f1b: one forward, one backward (interleaved when virtual pipeline &gt; 1); dualpipe: DeepSeek-V3&apos;s bidirectional schedule, bubble (p/2-1)(F&amp;B+B-3W), twice the parameters per device, an even pipeline and virtual pipeline 1. Default: 1f1b.</source>
        <translation>1f1b : une passe avant, une passe arrière (entrelacées si le pipeline virtuel &gt; 1) ; dualpipe : l&apos;ordonnancement bidirectionnel de DeepSeek-V3, bulle (p/2-1)(F&amp;B+B-3W), deux fois les paramètres par appareil, un pipeline pair et un pipeline virtuel de 1. Par défaut : 1f1b.</translation>
    </message>
    <message>
        <source>flash: the fused kernel of the device&apos;s generation (cuDNN, FlashAttention-3 on Hopper); flash2: FlashAttention-2, 0.62x of it on Hopper and Blackwell; flash1: the first FlashAttention or its Triton port, 1/1.4 of FlashAttention-2 forward and 1/2 backward; materialized: the score matrix goes through memory. Default: flash.</source>
        <translation>flash : le noyau fusionné de la génération de l&apos;appareil (cuDNN, FlashAttention-3 sur Hopper) ; flash2 : FlashAttention-2, 0,62x de celui-ci sur Hopper et Blackwell ; flash1 : le premier FlashAttention ou son portage Triton, 1/1,4 de FlashAttention-2 en passe avant et 1/2 en passe arrière ; materialized : la matrice des scores passe par la mémoire. Par défaut : flash.</translation>
    </message>
    <message>
        <source>Beam width</source>
        <translation>Largeur de faisceau</translation>
    </message>
    <message>
        <source>Beam search: beams each request decodes (the batch counts beams, in whole requests). The prompt is prefilled once; its KV cache is shared by the beams on paged-cache stacks (TensorRT-LLM, vLLM, SGLang, llama.cpp), else copied per beam. Output tokens count one beam per request. Default: 1, no beam search.</source>
        <translation>Recherche en faisceau : faisceaux que décode chaque requête (le lot compte les faisceaux, par requêtes entières). Le prompt est prérempli une seule fois ; son cache KV est partagé par les faisceaux sur les piles à cache paginé (TensorRT-LLM, vLLM, SGLang, llama.cpp), sinon copié pour chaque faisceau. Les jetons de sortie comptent un faisceau par requête. Par défaut : 1, pas de recherche en faisceau.</translation>
    </message>
    <message>
        <source>Engine instances</source>
        <translation>Instances du moteur</translation>
    </message>
    <message>
        <source>CPUs only: serving processes per socket, each bound to an equal share of its cores, memory bandwidth and capacity, with its own copy of the weights and its own batch of up to max batch sequences (Intel&apos;s MLPerf CPU code runs 3 to 18 per socket). Each streams its weights every iteration; the KV cache is read per sequence. Default: 1.</source>
        <translation>CPU uniquement : processus de service par socket, chacun lié à une part égale de ses cœurs, de sa bande passante mémoire et de sa capacité, avec sa propre copie des poids et son propre lot d&apos;au plus « lot max » séquences (le code CPU MLPerf d&apos;Intel en lance 3 à 18 par socket). Chacun lit ses poids à chaque itération ; le cache KV est lu par séquence. Par défaut : 1.</translation>
    </message>
    <message>
        <source>SLO percentile</source>
        <translation>Percentile du SLO</translation>
    </message>
    <message>
        <source>Planned stops per host</source>
        <translation>Arrêts planifiés par hôte</translation>
    </message>
    <message>
        <source>CPU, memory, fans on top of device power. Default: the server&apos;s entry in the price book.</source>
        <translation>CPU, mémoire, ventilateurs en plus de la puissance des appareils. Par défaut : l’entrée du serveur dans le barème.</translation>
    </message>
    <message>
        <source>Operations staff for this cluster. Default: the price book&apos;s floor per site plus a rate per device.</source>
        <translation>Personnel d’exploitation pour ce cluster. Par défaut : le plancher par site du barème plus un taux par appareil.</translation>
    </message>
    <message>
        <source>The share of requests the TTFT and TPOT objectives hold for, as a percentile (MLPerf Server: 99). Checked at that percentile of the requests in service under Poisson arrivals (mean + z sqrt(mean), at most the slots memory holds), the wait for a slot added to TTFT. Default: none, at the mean number in flight (as 50).</source>
        <translation>La part des requêtes pour laquelle les objectifs TTFT et TPOT valent, en percentile (MLPerf Server : 99). Vérifié à ce percentile des requêtes servies sous arrivées de Poisson (moyenne + z sqrt(moyenne), au plus les places que la mémoire contient) ; l’attente d’une place s’ajoute au TTFT. Par défaut : aucun, au nombre moyen de requêtes en cours (comme 50).</translation>
    </message>
    <message>
        <source>Prefill layout</source>
        <translation>Disposition du prefill</translation>
    </message>
    <message>
        <source>Disaggregated serving: the prefill pool&apos;s own parallel layout; the decode pool keeps the cluster&apos;s (DeepSeek-V3 serving prefills with expert parallel 32, decodes with 144). Default: the cluster&apos;s.</source>
        <translation>Service désagrégé : la disposition parallèle propre du pool de prefill ; le pool de décodage garde celle du cluster (DeepSeek-V3 fait le prefill en parallélisme d’experts 32, le décodage en 144). Par défaut : celle du cluster.</translation>
    </message>
    <message>
        <source>Prefill tensor parallel</source>
        <translation>Prefill : tensoriel</translation>
    </message>
    <message>
        <source>Devices one layer is split over in the prefill pool. Default: the cluster&apos;s.</source>
        <translation>Appareils sur lesquels une couche est répartie dans le pool de prefill. Par défaut : comme le cluster.</translation>
    </message>
    <message>
        <source>Prefill pipeline parallel</source>
        <translation>Prefill : pipeline</translation>
    </message>
    <message>
        <source>Pipeline stages in the prefill pool. Default: the cluster&apos;s.</source>
        <translation>Étages de pipeline dans le pool de prefill. Par défaut : comme le cluster.</translation>
    </message>
    <message>
        <source>Prefill expert parallel</source>
        <translation>Prefill : experts</translation>
    </message>
    <message>
        <source>Devices the experts are spread over in the prefill pool; prefill devices must hold whole groups. Default: the cluster&apos;s.</source>
        <translation>Appareils sur lesquels les experts sont répartis dans le pool de prefill ; les appareils de prefill doivent contenir des groupes entiers. Par défaut : comme le cluster.</translation>
    </message>
    <message>
        <source>Prefill expert slots</source>
        <translation>Prefill : emplacements d’experts</translation>
    </message>
    <message>
        <source>MoE: expert slots over the prefill pool&apos;s expert ranks, a multiple of its expert parallel. Default: the cluster&apos;s.</source>
        <translation>MoE : emplacements d’experts sur les rangs d’experts du pool de prefill, un multiple de son parallélisme d’experts. Par défaut : comme le cluster.</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Fenêtre glissante</translation>
    </message>
    <message>
        <source>Local attention: the sliding-window layers attend to and cache at most this many recent tokens (Mistral 7B: 4096, Gemma 3: 1024). Default: none, full attention on every layer.</source>
        <translation>Attention locale : les couches à fenêtre glissante ne portent leur attention que sur ce nombre de jetons récents au plus et n’en gardent pas davantage en cache (Mistral 7B : 4096, Gemma 3 : 1024). Par défaut : aucune, attention complète dans chaque couche.</translation>
    </message>
    <message>
        <source>Sliding-window layers</source>
        <translation>Couches à fenêtre glissante</translation>
    </message>
    <message>
        <source>How many of the layers use the sliding window (Gemma 2 and gpt-oss: half, Gemma 3: five of six). Default: all of them when a window is set.</source>
        <translation>Nombre de couches qui utilisent la fenêtre glissante (Gemma 2 et gpt-oss : la moitié, Gemma 3 : cinq sur six). Par défaut : toutes, si une fenêtre est donnée.</translation>
    </message>
    <message>
        <source>Compute site&apos;s figures</source>
        <translation>Chiffres du site de calcul</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Prix de l’électricité</translation>
    </message>
    <message>
        <source>Electricity price at the compute site. Default: the site&apos;s figure, else the price book&apos;s.</source>
        <translation>Prix de l’électricité sur le site de calcul. Par défaut : celui du site, sinon celui du barème.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Facility power over IT power (1 to 5). Default: the site&apos;s, else the price book&apos;s for its kind.</source>
        <translation>Puissance de l’installation rapportée à la puissance IT (1 à 5). Par défaut : celle du site, sinon celle du barème pour son type.</translation>
    </message>
    <message>
        <source>Space price</source>
        <translation>Prix de l’espace</translation>
    </message>
    <message>
        <source>Colocation or facility cost per kW of IT power. Default: the site&apos;s, else the price book&apos;s.</source>
        <translation>Coût de colocation ou du bâtiment par kW de puissance IT. Par défaut : celui du site, sinon celui du barème.</translation>
    </message>
    <message>
        <source>Grid carbon</source>
        <translation>Carbone du réseau</translation>
    </message>
    <message>
        <source>Carbon intensity of the site&apos;s electricity (g CO2 per kWh). Default: the site&apos;s.</source>
        <translation>Intensité carbone de l’électricité du site (g CO2 par kWh). Par défaut : celle du site.</translation>
    </message>
    <message>
        <source>Site availability</source>
        <translation>Disponibilité du site</translation>
    </message>
    <message>
        <source>Share of time the site itself is up (power, cooling, platform). Default: the site&apos;s.</source>
        <translation>Part du temps où le site lui-même fonctionne (alimentation, refroidissement, plateforme). Par défaut : celle du site.</translation>
    </message>
    <message>
        <source>Generated tokens per request; a mean may be fractional (MLPerf states 294.45).</source>
        <translation>Jetons générés par requête ; une moyenne peut être fractionnaire (MLPerf indique 294,45).</translation>
    </message>
    <message>
        <source>Depreciation life. Default: 48.</source>
        <translation>Durée d&apos;amortissement. Par défaut : 48.</translation>
    </message>
    <message>
        <source>Yearly support contract once the warranty has run out, as a fraction of capex. Default: the price book.</source>
        <translation>Contrat de maintenance annuel une fois la garantie expirée, en fraction du capex. Par défaut : le barème de prix.</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>Garantie</translation>
    </message>
    <message>
        <source>Parts warranty of each purchase: no maintenance is paid inside it. Default: the price book (3 years).</source>
        <translation>Garantie pièces de chaque achat : aucune maintenance n&apos;est payée pendant celle-ci. Par défaut : le barème de prix (3 ans).</translation>
    </message>
    <message>
        <source>Pipeline split</source>
        <translation>Répartition du pipeline</translation>
    </message>
    <message>
        <source>even: the same number of layers on every pipeline stage; balanced: the embedding and the loss each count as a layer, so the first and the last stage hold one layer fewer (Llama 3 section 3.3.2; Megatron-LM --account-for-embedding-in-pipeline-split). Default: even.</source>
        <translation>even : le même nombre de couches sur chaque étage du pipeline ; balanced : l&apos;embedding et la perte comptent chacun comme une couche, de sorte que le premier et le dernier étage portent une couche de moins (Llama 3, section 3.3.2 ; Megatron-LM --account-for-embedding-in-pipeline-split). Par défaut : even.</translation>
    </message>
    <message>
        <source>Selective recompute</source>
        <translation>Recalcul sélectif</translation>
    </message>
    <message>
        <source>What selective recompute recomputes. attention_core: the attention core only (Megatron&apos;s default; free under FlashAttention); matmul_outputs: norms, activation functions and MLA up-projections (Megatron-Core recompute modules layernorm, mla_up_proj, moe_act; DeepSeek-V3); every_other_matmul: torchtitan&apos;s per-op checkpointing. Default: auto, the software stack&apos;s own.</source>
        <translation>Ce que le recalcul sélectif recalcule. attention_core : le cœur de l&apos;attention seulement (par défaut dans Megatron ; gratuit avec FlashAttention) ; matmul_outputs : normes, fonctions d&apos;activation et projections montantes MLA (modules de recalcul Megatron-Core layernorm, mla_up_proj, moe_act ; DeepSeek-V3) ; every_other_matmul : le checkpointing par opérateur de torchtitan. Par défaut : auto, celui de la pile logicielle.</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Décodage spéculatif</translation>
    </message>
    <message>
        <source>A draft proposes tokens that the served model verifies in one pass. Starts as DeepSeek-V3&apos;s multi-token prediction: 1 draft token, 85 % accepted (technical report section 5.4.3).</source>
        <translation>Un brouillon propose des jetons que le modèle servi vérifie en une passe. Commence comme la prédiction multi-jetons de DeepSeek-V3 : 1 jeton de brouillon, 85 % acceptés (rapport technique, section 5.4.3).</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Jetons de brouillon</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens the draft proposes per verification step (k). The served model verifies them in one pass over k + 1 tokens per sequence; the KV cache holds the k drafts. Not with beam search or pipeline parallelism. Default: 0, off.</source>
        <translation>Décodage spéculatif : jetons que le brouillon propose par étape de vérification (k). Le modèle servi les vérifie en une passe sur k + 1 jetons par séquence ; le cache KV contient les k brouillons. Pas avec la recherche en faisceau ni le parallélisme de pipeline. Par défaut : 0, désactivé.</translation>
    </message>
    <message>
        <source>Acceptance rate</source>
        <translation>Taux d&apos;acceptation</translation>
    </message>
    <message>
        <source>Speculative decoding: the probability that the served model accepts a draft token, at least 0 and below 1; a step emits (1 - a^(k+1)) / (1 - a) tokens (Leviathan et al. 2023). Required with draft tokens.</source>
        <translation>Décodage spéculatif : la probabilité que le modèle servi accepte un jeton de brouillon, au moins 0 et inférieure à 1 ; une étape produit (1 - a^(k+1)) / (1 - a) jetons (Leviathan et al. 2023). Requis avec des jetons de brouillon.</translation>
    </message>
    <message>
        <source>Separate draft model</source>
        <translation>Modèle de brouillon distinct</translation>
    </message>
    <message>
        <source>A separate draft model on the same devices instead of the served model&apos;s own multi-token-prediction module (one layer sharing its embedding and output head, DeepSeek-V3, EAGLE). Starts as one layer of the served model&apos;s shape: set the draft&apos;s.</source>
        <translation>Un modèle de brouillon distinct sur les mêmes appareils au lieu du module de prédiction multi-jetons du modèle servi (une couche partageant son embedding et sa tête de sortie, DeepSeek-V3, EAGLE). Commence comme une couche de la forme du modèle servi : saisissez celle du brouillon.</translation>
    </message>
    <message>
        <source>KV cache memory fraction</source>
        <translation>Part de mémoire du cache KV</translation>
    </message>
    <message>
        <source>Share of the device memory left after the weights and the activation workspace that the serving engine gives the KV cache, above 0 and at most 1: TensorRT-LLM&apos;s KvCacheConfig free_gpu_memory_fraction (TensorRT-LLM docs, &quot;How to Change KV Cache Behavior&quot;). vLLM&apos;s gpu_memory_utilization is another quantity: a share of the whole device that the weights and activations are taken from first. Default: 0.9.</source>
        <translation>Part de la mémoire de l’appareil restant après les poids et l’espace de travail des activations que le moteur de service donne au cache KV, supérieure à 0 et au plus 1 : free_gpu_memory_fraction de la KvCacheConfig de TensorRT-LLM (documentation TensorRT-LLM, « How to Change KV Cache Behavior »). gpu_memory_utilization de vLLM est une autre grandeur : une part de tout l’appareil, dont les poids et les activations sont pris en premier. Par défaut : 0,9.</translation>
    </message>
    <message>
        <source>Optimizer moment precision</source>
        <translation>Précision des moments de l’optimiseur</translation>
    </message>
    <message>
        <source>Number format of Adam&apos;s first and second moments: fp32, 4 bytes each per parameter (Megatron, FSDP, DeepSpeed, MaxText), or bf16, 2 bytes each (DeepSeek-V3 report section 3.3.3; master weights and gradients stay fp32). Default: fp32.</source>
        <translation>Format numérique des premier et second moments d’Adam : fp32, 4 octets chacun par paramètre (Megatron, FSDP, DeepSpeed, MaxText), ou bf16, 2 octets chacun (rapport DeepSeek-V3, section 3.3.3 ; les poids maîtres et les gradients restent en fp32). Par défaut : fp32.</translation>
    </message>
    <message>
        <source>Activation function inputs kept in</source>
        <translation>Entrées d’activation conservées en</translation>
    </message>
    <message>
        <source>Number format in which the MLP&apos;s activation-function inputs (the up and gate projections&apos; outputs, SwiGLU&apos;s inputs) are kept for the backward pass: bf16, 2 bytes per element, or fp8, 1 byte (DeepSeek-V3 report section 3.3.3 caches the SwiGLU inputs of its MoE layers in FP8). The inputs of the linear layers follow the precision (FP8 copies under fp8). Default: bf16.</source>
        <translation>Format numérique dans lequel les entrées de la fonction d’activation du MLP (les sorties des projections up et gate, les entrées de SwiGLU) sont conservées pour la passe arrière : bf16, 2 octets par élément, ou fp8, 1 octet (le rapport DeepSeek-V3, section 3.3.3, met en cache en FP8 les entrées SwiGLU de ses couches MoE). Les entrées des couches linéaires suivent la précision (copies FP8 en fp8). Par défaut : bf16.</translation>
    </message>
    <message>
        <source>Gradient precision</source>
        <translation>Précision des gradients</translation>
    </message>
    <message>
        <source>Number format in which gradients are accumulated and reduced. auto: the software stack&apos;s (Megatron: fp32 main gradients with bf16 parameters, 6 + 12/d bytes per parameter with the distributed optimizer; DeepSpeed: 16-bit; FSDP and MaxText: fp32). bf16 under Megatron (grad_reduce_in_fp32 false): 16-bit gradients and an fp32 copy of the optimizer&apos;s shard, 4 + 16/d (Megatron-Core dist_optimizer.md); under FSDP the reduction only. Default: auto.</source>
        <translation>Format numérique dans lequel les gradients sont accumulés et réduits. auto : celui de la pile logicielle (Megatron : gradients principaux fp32 avec des paramètres bf16, 6 + 12/d octets par paramètre avec l’optimiseur distribué ; DeepSpeed : 16 bits ; FSDP et MaxText : fp32). bf16 sous Megatron (grad_reduce_in_fp32 false) : gradients 16 bits et une copie fp32 de la part de l’optimiseur, 4 + 16/d (Megatron-Core dist_optimizer.md) ; sous FSDP, la réduction seulement. Par défaut : auto.</translation>
    </message>
    <message>
        <source>FP8 parameters</source>
        <translation>Paramètres en FP8</translation>
    </message>
    <message>
        <source>Hold the model&apos;s weights in FP8, 1 byte per parameter instead of 2, and all-gather them in FP8 (Megatron --fp8-param-gather, Transformer Engine fp8_model_init); the optimizer keeps fp32 master weights and the gradients keep their own format. Attention projections set to a 16-bit attention_projection_precision keep 16-bit weights, held and all-gathered at 2 bytes. Needs precision fp8 and a stack holding 16-bit weights (Megatron, DeepSpeed). Default: false.</source>
        <translation>Conserver les poids du modèle en FP8, 1 octet par paramètre au lieu de 2, et les rassembler en FP8 (Megatron --fp8-param-gather, Transformer Engine fp8_model_init) ; l’optimiseur garde des poids maîtres fp32 et les gradients gardent leur propre format. Les projections d’attention réglées sur une attention_projection_precision de 16 bits gardent des poids 16 bits, conservés et rassemblés sur 2 octets. Nécessite la précision fp8 et une pile conservant des poids 16 bits (Megatron, DeepSpeed). Par défaut : false.</translation>
    </message>
    <message>
        <source>Leading layers with a dense MLP instead of experts (DeepSeek-V3: 3); mixture-of-experts models only. Default: none.</source>
        <translation>Premières couches avec un MLP dense au lieu d’experts (DeepSeek-V3 : 3) ; modèles mixture-of-experts uniquement. Par défaut : aucune.</translation>
    </message>
    <message>
        <source>Feed-forward inner dimension of the dense layers (DeepSeek-V3: 18432); mixture-of-experts models only. Default: FFN size.</source>
        <translation>Dimension interne feed-forward des couches denses (DeepSeek-V3 : 18432) ; modèles mixture-of-experts uniquement. Par défaut : la taille FFN.</translation>
    </message>
    <message>
        <source>Experts every token passes through besides the routed ones (DeepSeek-V3: 1); mixture-of-experts models only. Default: none.</source>
        <translation>Experts que chaque jeton traverse en plus des experts routés (DeepSeek-V3 : 1) ; modèles mixture-of-experts uniquement. Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Node-limited routing: the most nodes a token&apos;s routed experts may lie on (DeepSeek-V3 report section 2.1.2: 4). Serving with expert parallelism across nodes: a prompt&apos;s token crosses the network once per node it reaches, so fewer nodes carry less traffic (training&apos;s all-to-all sends every token-expert pair, which the limit does not change). Mixture-of-experts models only. Default: none, no limit.</source>
        <translation>Routage limité en nœuds : le nombre maximal de nœuds sur lesquels peuvent se trouver les experts routés d’un jeton (rapport DeepSeek-V3, section 2.1.2 : 4). En service avec parallélisme d’experts entre nœuds, un jeton du prompt traverse le réseau une fois par nœud atteint : moins de nœuds portent moins de trafic (l’all-to-all de l’entraînement envoie chaque paire jeton-expert, ce que la limite ne change pas). Modèles mixture-of-experts uniquement. Par défaut : aucune, sans limite.</translation>
    </message>
    <message>
        <source>Multi-head latent attention: the compressed key/value width cached per token (DeepSeek-V3: 512). Default: none, standard attention.</source>
        <translation>Attention latente multi-têtes : la largeur clé/valeur compressée mise en cache par jeton (DeepSeek-V3 : 512). Par défaut : aucune, attention standard.</translation>
    </message>
    <message>
        <source>Latent attention&apos;s query compression (DeepSeek-V3: 1536). Default: none, a full query projection.</source>
        <translation>Compression des requêtes de l’attention latente (DeepSeek-V3 : 1536). Par défaut : aucune, une projection de requête complète.</translation>
    </message>
    <message>
        <source>Latent attention&apos;s decoupled rotary width per head, cached beside the latent (DeepSeek-V3: 64). Default: none.</source>
        <translation>Largeur rotative découplée par tête de l’attention latente, mise en cache avec le latent (DeepSeek-V3 : 64). Par défaut : aucune.</translation>
    </message>
    <message>
        <source>A name for the reader; no figure reads it.</source>
        <translation>Un nom pour le lecteur ; aucun chiffre ne le lit.</translation>
    </message>
    <message>
        <source>Dense layers</source>
        <translation>Couches denses</translation>
    </message>
    <message>
        <source>Dense FFN size</source>
        <translation>Taille FFN des couches denses</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>Experts partagés</translation>
    </message>
    <message>
        <source>Nodes per token</source>
        <translation>Nœuds par jeton</translation>
    </message>
    <message>
        <source>KV latent rank</source>
        <translation>Rang latent KV</translation>
    </message>
    <message>
        <source>Query latent rank</source>
        <translation>Rang latent des requêtes</translation>
    </message>
    <message>
        <source>Rotary width per head</source>
        <translation>Largeur rotative par tête</translation>
    </message>
    <message>
        <source>Default: 14 (bf16 weights, fp32 master weights and Adam moments; gradients are not saved).</source>
        <translation>Par défaut : 14 (poids bf16, poids maîtres fp32 et moments d’Adam ; les gradients ne sont pas sauvegardés).</translation>
    </message>
    <message>
        <source>Failure rates</source>
        <translation>Taux de panne</translation>
    </message>
    <message>
        <source>Planned stops of the job per day, whatever its size. Default: planned stops per host x the run&apos;s hosts.</source>
        <translation>Arrêts planifiés du job par jour, quelle que soit sa taille. Par défaut : arrêts planifiés par hôte × hôtes de l’exécution.</translation>
    </message>
    <message>
        <source>Devices in the quoted server; only with a server price. Default: 8 with a server price, else the price book&apos;s server.</source>
        <translation>Appareils du serveur chiffré ; seulement avec un prix de serveur. Par défaut : 8 avec un prix de serveur, sinon le serveur du barème.</translation>
    </message>
    <message>
        <source>What the data is (public, internal, confidential, regulated-eu, ...); sites that may not hold it are refused. Default: internal.</source>
        <translation>Nature des données (public, internal, confidential, regulated-eu…) ; les sites qui ne peuvent pas les héberger sont refusés. Par défaut : internal.</translation>
    </message>
    <message>
        <source>Where the users are (decimal degrees, with the longitude): the distance to a compute site with coordinates is then the great circle. Default: none.</source>
        <translation>Où sont les utilisateurs (degrés décimaux, avec la longitude) : la distance à un site de calcul doté de coordonnées est alors l’orthodromie. Par défaut : aucune.</translation>
    </message>
    <message>
        <source>Decimal degrees, with the latitude. Default: none.</source>
        <translation>Degrés décimaux, avec la latitude. Par défaut : aucune.</translation>
    </message>
    <message>
        <source>The users reach the compute site without the WAN (a factory floor next to its edge site). Default: yes for an edge site, else no.</source>
        <translation>Les utilisateurs atteignent le site de calcul sans le WAN (un atelier à côté de son site edge). Par défaut : oui pour un site edge, sinon non.</translation>
    </message>
    <message>
        <source>Users in several regions, each with a name, its latitude and longitude or distance_km, and its share of the traffic; the latency is the traffic-weighted mean. Default: one region, the path&apos;s fields.</source>
        <translation>Utilisateurs dans plusieurs régions, chacune avec un nom, sa latitude et sa longitude ou distance_km, et sa part du trafic ; la latence est la moyenne pondérée par le trafic. Par défaut : une région, les champs du chemin.</translation>
    </message>
    <message>
        <source>Unique within the list.</source>
        <translation>Unique dans la liste.</translation>
    </message>
    <message>
        <source>Needed without coordinates; the coordinates win where the site has them.</source>
        <translation>Nécessaire sans coordonnées ; les coordonnées priment quand le site en a.</translation>
    </message>
    <message>
        <source>A weight of the traffic; the shares are normalised.</source>
        <translation>Un poids du trafic ; les parts sont normalisées.</translation>
    </message>
    <message>
        <source>To the compute site; the users&apos; latitude and longitude replace it where the site has coordinates. Default: 500 km.</source>
        <translation>Jusqu’au site de calcul ; la latitude et la longitude des utilisateurs la remplacent quand le site a des coordonnées. Par défaut : 500 km.</translation>
    </message>
    <message>
        <source>Share of prompt tokens the provider&apos;s prompt cache serves, billed at its cached price. Default: 0.</source>
        <translation>Part des jetons de prompt servis par le cache de prompts du fournisseur, facturés à son prix en cache. Par défaut : 0.</translation>
    </message>
    <message>
        <source>The work goes through the provider&apos;s discounted, asynchronous batch interface. Default: no.</source>
        <translation>Le travail passe par l’interface batch asynchrone et remisée du fournisseur. Par défaut : non.</translation>
    </message>
    <message>
        <source>Output tokens per second the local fallback serves while the cloud path is down. Default: 0 (nothing).</source>
        <translation>Jetons de sortie par seconde que le repli local sert pendant que le chemin vers le cloud est coupé. Par défaut : 0 (rien).</translation>
    </message>
    <message>
        <source>Patches of the site catalog by site id, in the catalog&apos;s own form (power price, PUE, space, carbon, availability). Default: none.</source>
        <translation>Correctifs du catalogue des sites par identifiant de site, dans la forme du catalogue (prix de l’électricité, PUE, espace, carbone, disponibilité). Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Patches of the price book, in the book&apos;s own form. Informational there: a provider&apos;s transfer.inter_zone_usd_per_gb, kept but without effect (the model has no availability zones: a cloud site is a region, and traffic between two sites of one provider is priced at inter_region_usd_per_gb). Default: none.</source>
        <translation>Correctifs du barème de prix, dans la forme du barème. À titre informatif : le transfer.inter_zone_usd_per_gb d’un fournisseur, conservé mais sans effet (le modèle n’a pas de zones de disponibilité : un site cloud est une région, et le trafic entre deux sites d’un même fournisseur est facturé au tarif inter_region_usd_per_gb). Par défaut : aucun.</translation>
    </message>
    <message>
        <source>The author&apos;s free text.</source>
        <translation>Texte libre de l’auteur.</translation>
    </message>
    <message>
        <source>Users&apos; latitude</source>
        <translation>Latitude des utilisateurs</translation>
    </message>
    <message>
        <source>Users&apos; longitude</source>
        <translation>Longitude des utilisateurs</translation>
    </message>
    <message>
        <source>Users on site</source>
        <translation>Utilisateurs sur site</translation>
    </message>
    <message>
        <source>Model API</source>
        <translation>API de modèle</translation>
    </message>
    <message>
        <source>Cached prompt share</source>
        <translation>Part du prompt en cache</translation>
    </message>
    <message>
        <source>Batch interface</source>
        <translation>Interface batch</translation>
    </message>
    <message>
        <source>Fallback throughput</source>
        <translation>Débit de secours</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>Coefficient of variation of prices by the confidence of their source (high, medium, low).</source>
        <translation>Coefficient de variation des prix selon la fiabilité de leur source (élevée, moyenne, faible).</translation>
    </message>
    <message>
        <source>Data site to compute site: a transfer takes the round trip, then its bytes at the bandwidth. Default: 1000 km.</source>
        <translation>Du site des données au site de calcul : un transfert prend l’aller-retour, puis ses octets au débit du lien. Par défaut : 1000 km.</translation>
    </message>
    <message>
        <source>Prefix cache hit share</source>
        <translation>Part de succès du cache de préfixes</translation>
    </message>
    <message>
        <source>Share of the prompt tokens whose KV cache a prefix cache already holds (vLLM&apos;s prefix cache hit rate: hit tokens over prompt tokens; DeepSeek reports 56.3 % for its service). The prefill computes only the other tokens, and always the prompt&apos;s last one, attending over the whole prompt; the cached KV still takes its place in memory and in a disaggregated KV transfer. Loading it from host or disk is not charged. Default: 0, every prompt token prefilled.</source>
        <translation>Part des jetons du prompt dont un cache de préfixes détient déjà le cache KV (taux de succès du cache de préfixes de vLLM : jetons trouvés sur jetons du prompt ; DeepSeek annonce 56,3 % pour son service). Le prefill ne calcule que les autres jetons, et toujours le dernier du prompt, avec une attention sur tout le prompt ; le KV mis en cache occupe toujours sa place en mémoire et dans un transfert KV désagrégé. Son chargement depuis l’hôte ou le disque n’est pas compté. Par défaut : 0, prefill de chaque jeton du prompt.</translation>
    </message>
    <message>
        <source>Dual micro-batch overlap</source>
        <translation>Chevauchement de deux micro-lots</translation>
    </message>
    <message>
        <source>With expert parallelism across replicas: each pass runs as two micro-batches of half the sequences, the expert dispatch and combine of one under the other&apos;s computation (DeepSeek&apos;s serving; SGLang --enable-two-batch-overlap, vLLM --enable-dbo). Each micro-batch reads the weights again; only the all-to-all time beyond the MoE layers&apos; computation is exposed. Default: false, every all-to-all on the critical path.</source>
        <translation>Avec le parallélisme d&apos;experts entre répliques : chaque passe s&apos;exécute en deux micro-lots de la moitié des séquences, le dispatch et le combine des experts de l&apos;un sous le calcul de l&apos;autre (le service de DeepSeek ; SGLang --enable-two-batch-overlap, vLLM --enable-dbo). Chaque micro-lot relit les poids ; seul le temps d&apos;all-to-all au-delà du calcul des couches MoE reste exposé. Par défaut : false, chaque all-to-all sur le chemin critique.</translation>
    </message>
    <message>
        <source>Number format of the math and, unless the weight format says otherwise, of the weights (required).</source>
        <translation>Format numérique des calculs et, sauf indication du format des poids, des poids (obligatoire).</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Format des poids</translation>
    </message>
    <message>
        <source>How the checkpoint stores every weight but the routed experts&apos; (attention, dense MLPs, shared experts, router), in bits per weight with the block scales: mxfp4 4.25 (OCP MX), nvfp4 4.5, int4_g128 4.125 (AWQ/GPTQ, group 128), q8_0 8.5 and q4_k_m ~4.9 (GGUF), or a plain format. Below 16 bits the embedding and LM head stay in 16 bits (a GGUF file: its own types). It sets the weights&apos; memory and what each decode step reads; the math stays at the precision (W4A16: precision bf16, weights int4_g128; llama.cpp multiplies GGUF weights in int8). Default: the precision.</source>
        <translation>Comment le checkpoint stocke tous les poids sauf ceux des experts routés (attention, MLP denses, experts partagés, routeur), en bits par poids avec les échelles de bloc : mxfp4 4,25 (OCP MX), nvfp4 4,5, int4_g128 4,125 (AWQ/GPTQ, groupe 128), q8_0 8,5 et q4_k_m ~4,9 (GGUF), ou un format simple. Sous 16 bits, l&apos;embedding et la tête LM restent en 16 bits (un fichier GGUF : dans ses propres types). Il fixe la mémoire des poids et ce que lit chaque étape de décodage ; les calculs restent à la précision (W4A16 : précision bf16, poids int4_g128 ; llama.cpp multiplie les poids GGUF en int8). Par défaut : la précision.</translation>
    </message>
    <message>
        <source>Expert weight format</source>
        <translation>Format des poids des experts</translation>
    </message>
    <message>
        <source>How the checkpoint stores the routed experts&apos; weights of an MoE model, as the weight format (gpt-oss: mxfp4 experts, bf16 attention and embeddings). No effect on a dense model. Default: the weight format.</source>
        <translation>Comment le checkpoint stocke les poids des experts routés d’un modèle MoE, comme le format des poids (gpt-oss : experts en mxfp4, attention et embeddings en bf16). Sans effet sur un modèle dense. Par défaut : le format des poids.</translation>
    </message>
    <message>
        <source>Time to first token the batch must meet. With a placement, the TTFT the users see (with their network round trip) is checked against it too. Default: none.</source>
        <translation>Temps jusqu’au premier jeton que le lot doit respecter. Avec un placement, le TTFT que voient les utilisateurs (avec leur aller-retour réseau) est aussi vérifié. Par défaut : aucun.</translation>
    </message>
    <message>
        <source>The data the workload stores and sends out. Default: none (no dataset; egress from the served tokens).</source>
        <translation>Les données que la charge stocke et envoie. Par défaut : aucune (pas de jeu de données ; trafic sortant d’après les jetons servis).</translation>
    </message>
    <message>
        <source>Power per site</source>
        <translation>Puissance par site</translation>
    </message>
    <message>
        <source>Facility power per site id (&quot;edge-factory-de: 15, colo-de-frankfurt: 200&quot;, in kW); replaces the site power for that site, capped by the site&apos;s own envelope. Default: none.</source>
        <translation>Puissance électrique par identifiant de site (« edge-factory-de: 15, colo-de-frankfurt: 200 », en kW) ; remplace la puissance du site pour ce site, plafonnée par la limite propre du site. Par défaut : aucune.</translation>
    </message>
    <message>
        <source>One site&apos;s facility power limit (incl. PUE).</source>
        <translation>Limite de puissance d’un site (PUE compris).</translation>
    </message>
    <message>
        <source>Price spread, high confidence</source>
        <translation>Dispersion des prix, confiance élevée</translation>
    </message>
    <message>
        <source>Coefficient of variation of prices whose source is rated high. Default: 0.05.</source>
        <translation>Coefficient de variation des prix dont la source est jugée élevée. Par défaut : 0,05.</translation>
    </message>
    <message>
        <source>Price spread, medium confidence</source>
        <translation>Dispersion des prix, confiance moyenne</translation>
    </message>
    <message>
        <source>Coefficient of variation of prices whose source is rated medium. Default: 0.15.</source>
        <translation>Coefficient de variation des prix dont la source est jugée moyenne. Par défaut : 0,15.</translation>
    </message>
    <message>
        <source>Price spread, low confidence</source>
        <translation>Dispersion des prix, confiance faible</translation>
    </message>
    <message>
        <source>Coefficient of variation of prices whose source is rated low. Default: 0.3.</source>
        <translation>Coefficient de variation des prix dont la source est jugée faible. Par défaut : 0,3.</translation>
    </message>
    <message>
        <source>expected &quot;site: value&quot;, got &apos;%1&apos;</source>
        <translation>« site : valeur » attendu, reçu « %1 »</translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation>« %1 » (%2)</translation>
    </message>
    <message>
        <source>Attention sink tokens</source>
        <translation>Jetons puits d’attention</translation>
    </message>
    <message>
        <source>StreamingLLM (Xiao et al. 2023): the sliding-window layers also keep the first this many tokens (the paper: 4), attending to and caching window + sinks tokens. Needs a sliding window. Default: none.</source>
        <translation>StreamingLLM (Xiao et al. 2023) : les couches à fenêtre glissante gardent aussi ce nombre de premiers jetons (l’article : 4), et portent leur attention sur fenêtre + puits jetons, qu’elles gardent en cache. Nécessite une fenêtre glissante. Par défaut : aucun.</translation>
    </message>
    <message>
        <source>Learned attention sinks</source>
        <translation>Puits d’attention appris</translation>
    </message>
    <message>
        <source>gpt-oss: one learned logit per head in the softmax denominator. No KV cache and negligible compute: kept in the file, no effect on any figure. Default: no.</source>
        <translation>gpt-oss : un logit appris par tête au dénominateur du softmax. Pas de cache KV et un calcul négligeable : conservé dans le fichier, sans effet sur aucun chiffre. Par défaut : non.</translation>
    </message>
    <message>
        <source>Shard group</source>
        <translation>Groupe de partitionnement</translation>
    </message>
    <message>
        <source>Training: hybrid sharding (HSDP): the ZeRO-sharded state over groups of this many data x context ranks, replicated across groups (PyTorch FSDP HYBRID_SHARD, a 2-D device mesh). All-gathers and reduce-scatters stay in the group; gradient shards are all-reduced across replicas. A divisor of data x context. Default: data x context (no replication).</source>
        <translation>Entraînement : partitionnement hybride (HSDP) : l’état partitionné par ZeRO sur des groupes de ce nombre de rangs données x contexte, répliqué entre les groupes (PyTorch FSDP HYBRID_SHARD, un maillage 2-D). Les all-gather et reduce-scatter restent dans le groupe ; les fragments de gradient sont réduits (all-reduce) entre répliques. Un diviseur de données x contexte. Par défaut : données x contexte (pas de réplication).</translation>
    </message>
    <message>
        <source>Prefill context parallel</source>
        <translation>Prefill : contexte</translation>
    </message>
    <message>
        <source>Devices each prompt is split over by position in the prefill pool (ring attention across nodes, Yang et al. 2025). Default: the cluster&apos;s.</source>
        <translation>Appareils sur lesquels chaque prompt est réparti par position dans le pool de prefill (attention en anneau entre nœuds, Yang et al. 2025). Par défaut : comme le cluster.</translation>
    </message>
    <message>
        <source>Fallback is a replica</source>
        <translation>Le secours est une réplique</translation>
    </message>
    <message>
        <source>The fallback site runs a copy of this cluster, priced here for the hours the compute site is down (rented on demand, or owned in full): the recommender&apos;s fallback pairs. Default: no (the fallback is priced as its own scenario).</source>
        <translation>Le site de secours exécute une copie de ce cluster, chiffrée ici pour les heures où le site de calcul est indisponible (louée à la demande, ou possédée en entier) : les paires de secours de la recommandation. Par défaut : non (le secours est chiffré comme son propre scénario).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Attention projection precision</source>
        <translation>Précision des projections d&apos;attention</translation>
    </message>
    <message>
        <source>Number format of the attention projections (the QKV and output GEMMs; MLA&apos;s latent projections) where it differs from the model&apos;s: their math runs at this format&apos;s rate (Llama 3 405B FP8: FP8 feed-forward layers, bf16 attention). In serving their weights are stored in it. In training the inputs their GEMMs keep for backward are kept at its width, and under fp8_parameters a 16-bit format here keeps their weights at 2 bytes while the others are held in FP8. A format the device cannot run is refused as the precision is. Default: the precision (and the weight format).</source>
        <translation>Format numérique des projections d&apos;attention (les GEMM QKV et de sortie ; pour MLA, les projections latentes) lorsqu&apos;il diffère de celui du modèle : leurs calculs s&apos;exécutent au débit de ce format (Llama 3 405B FP8 : couches feed-forward en FP8, attention en bf16). En service, leurs poids y sont stockés. En entraînement, les entrées que leurs GEMM gardent pour la rétropropagation sont conservées dans sa largeur, et sous fp8_parameters un format 16 bits ici garde leurs poids sur 2 octets tandis que les autres sont conservés en FP8. Un format que l&apos;appareil ne peut pas exécuter est refusé comme la précision. Par défaut : la précision (et le format des poids).</translation>
    </message>
    <message>
        <source>API input price</source>
        <translation>Prix d’entrée de l’API</translation>
    </message>
    <message>
        <source>The model API&apos;s price per million prompt tokens. Default: the site&apos;s.</source>
        <translation>Prix de l’API de modèle par million de jetons de prompt. Par défaut : celui du site.</translation>
    </message>
    <message>
        <source>API output price</source>
        <translation>Prix de sortie de l’API</translation>
    </message>
    <message>
        <source>The model API&apos;s price per million output tokens. Default: the site&apos;s.</source>
        <translation>Prix de l’API de modèle par million de jetons de sortie. Par défaut : celui du site.</translation>
    </message>
    <message>
        <source>API processing regions</source>
        <translation>Régions de traitement de l’API</translation>
    </message>
    <message>
        <source>Where the model API processes prompts: country codes or EU, comma-separated, or global. Regulated data may go only to an API that processes it in its jurisdiction. Default: the site&apos;s.</source>
        <translation>Où l’API de modèle traite les prompts : codes de pays ou EU, séparés par des virgules, ou global. Les données réglementées ne peuvent aller qu’à une API qui les traite dans leur juridiction. Par défaut : celles du site.</translation>
    </message>
</context>
<context>
    <name>ap::FieldUnits</name>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>séquences</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>appareils</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>ports</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>months</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requêtes/s</translation>
    </message>
    <message>
        <source>/year</source>
        <translation>/an</translation>
    </message>
    <message>
        <source>/link-hour</source>
        <translation>/heure-liaison</translation>
    </message>
    <message>
        <source>B/parameter</source>
        <translation>o/paramètre</translation>
    </message>
    <message>
        <source>$/GB-month</source>
        <translation>$/Go-mois</translation>
    </message>
    <message>
        <source>TB/month</source>
        <translation>To/mois</translation>
    </message>
    <message>
        <source>years</source>
        <translation>ans</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>slots</translation>
    </message>
    <message>
        <source>/day</source>
        <translation>/jour</translation>
    </message>
    <message>
        <source>$/year</source>
        <translation>$/an</translation>
    </message>
    <message>
        <source>$/kW-month</source>
        <translation>$/kW-mois</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/M jetons</translation>
    </message>
</context>
<context>
    <name>ap::Headline</name>
    <message>
        <source>Time to train, ideal</source>
        <translation>Durée d’entraînement, idéale</translation>
    </message>
    <message>
        <source>Time to train, with failures and stalls</source>
        <translation>Durée d’entraînement, pannes et arrêts compris</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Coût total</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Coût mensuel</translation>
    </message>
    <message>
        <source>TTFT incl. the users&apos; network</source>
        <translation>TTFT réseau des utilisateurs compris</translation>
    </message>
    <message>
        <source>Request latency incl. the users&apos; network</source>
        <translation>Latence des requêtes, réseau des utilisateurs compris</translation>
    </message>
    <message>
        <source>Cost per training run</source>
        <translation>Coût par entraînement</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Coût par million de jetons de sortie</translation>
    </message>
    <message>
        <source>Energy per training run</source>
        <translation>Énergie par entraînement</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Énergie par million de jetons de sortie</translation>
    </message>
    <message>
        <source>CO2 per training run</source>
        <translation>CO2 par entraînement</translation>
    </message>
    <message>
        <source>CO2 per million output tokens</source>
        <translation>CO2 par million de jetons de sortie</translation>
    </message>
    <message>
        <source>Facility power at full load</source>
        <translation>Puissance du site à pleine charge</translation>
    </message>
    <message>
        <source>KV cache per sequence, per device</source>
        <translation>Cache KV par séquence, par appareil</translation>
    </message>
</context>
<context>
    <name>ap::InputError</name>
    <message>
        <source>%1 exceeds %2 (expected a product no larger than that)</source>
        <translation>%1 dépasse %2 (attendu : un produit qui ne soit pas plus grand)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>un nombre de %1 à %2</translation>
    </message>
    <message>
        <source>expected %1, got a non-finite value</source>
        <translation>attendu : %1, reçu : une valeur non finie</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>attendu : %1, reçu : %2</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>attendu : un nombre, reçu : &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected %1, got &quot;%2&quot; (beyond the range of numbers)</source>
        <translation>attendu : %1, reçu : &quot;%2&quot; (hors de la plage des nombres)</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, got &quot;%3&quot;</source>
        <translation>attendu : un nombre entier de %1 à %2, reçu : &quot;%3&quot;</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, got %3</source>
        <translation>attendu : un nombre entier de %1 à %2, reçu : %3</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>attendu : &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the file is version %1, this AccelPlan reads up to version %2: update AccelPlan to read it</source>
        <translation>le fichier est en version %1, cet AccelPlan lit jusqu’à la version %2 : mettez AccelPlan à jour pour le lire</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels at line %2 (expected an AccelPlan file: they nest a few levels)</source>
        <translation>imbriqué sur plus de %1 niveaux à la ligne %2 (attendu : un fichier AccelPlan, qui n’imbrique que quelques niveaux)</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>JSON non valide (%1)</translation>
    </message>
    <message>
        <source>not valid JSON (%1; expected numbers within +-1.8e308)</source>
        <translation>JSON non valide (%1 ; attendu : des nombres dans +-1.8e308)</translation>
    </message>
    <message>
        <source>byte %1 is not UTF-8 text (expected a UTF-8 file; re-save it as UTF-8 CSV)</source>
        <translation>l’octet %1 n’est pas du texte UTF-8 (attendu : un fichier UTF-8 ; réenregistrez-le en CSV UTF-8)</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>attendu : un objet, reçu : %1</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>champ obligatoire manquant</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>attendu : un nombre entier, reçu : %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>attendu : un texte, reçu : %1</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>attendu : un texte</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>attendu : un texte non vide</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>attendu : true ou false, reçu : %1</translation>
    </message>
    <message>
        <source>expected one of %1, got &quot;%2&quot;</source>
        <translation>attendu : l’un de %1, reçu : &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>attendu : une liste, reçu : %1</translation>
    </message>
    <message>
        <source>unknown field (known fields here: %1)</source>
        <translation>champ inconnu (champs connus ici : %1)</translation>
    </message>
    <message>
        <source>a number such as 12, 0.5 or 1e12</source>
        <translation>un nombre comme 12, 0.5 ou 1e12</translation>
    </message>
    <message>
        <source>a count such as 8, 1.5k or 70B</source>
        <translation>un nombre comme 8, 1.5k ou 70B</translation>
    </message>
    <message>
        <source>a number of tokens such as 2048, 2M or 15T</source>
        <translation>un nombre de jetons comme 2048, 2M ou 15T</translation>
    </message>
    <message>
        <source>a size such as 80 GB, 80 GiB or 2.8 TB</source>
        <translation>une taille comme 80 GB, 80 GiB ou 2.8 TB</translation>
    </message>
    <message>
        <source>a bandwidth such as 400 Gb/s or 3.35 TB/s</source>
        <translation>une bande passante comme 400 Gb/s ou 3.35 TB/s</translation>
    </message>
    <message>
        <source>a link speed such as 400G, 400 Gb/s or 50 GB/s</source>
        <translation>un débit de lien comme 400G, 400 Gb/s ou 50 GB/s</translation>
    </message>
    <message>
        <source>a duration such as 500 ms, 15 min or 2 days</source>
        <translation>une durée comme 500 ms, 15 min ou 2 days</translation>
    </message>
    <message>
        <source>a power such as 700 W or 40 kW</source>
        <translation>une puissance comme 700 W ou 40 kW</translation>
    </message>
    <message>
        <source>an amount such as $2,400 or $1.2M</source>
        <translation>un montant comme $2,400 ou $1.2M</translation>
    </message>
    <message>
        <source>a price per time such as $2.10/h or $1,500/month</source>
        <translation>un prix par durée comme $2.10/h ou $1,500/month</translation>
    </message>
    <message>
        <source>a fraction such as 0.75 or 75 %</source>
        <translation>une fraction comme 0.75 ou 75 %</translation>
    </message>
    <message>
        <source>expected %1, got &apos;%2&apos;</source>
        <translation>attendu : %1, reçu : &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>&apos;%1&apos; n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is out of range, at most %2</source>
        <translation>&apos;%1&apos; est hors limites, au plus %2</translation>
    </message>
    <message>
        <source>must not be negative, got &apos;%1&apos;</source>
        <translation>ne doit pas être négatif, reçu : &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be more than %1, got &apos;%2&apos;</source>
        <translation>doit dépasser %1, reçu : &apos;%2&apos;</translation>
    </message>
    <message>
        <source>must be at least %1, got &apos;%2&apos;</source>
        <translation>doit valoir au moins %1, reçu : &apos;%2&apos;</translation>
    </message>
    <message>
        <source>must be at most %1, got &apos;%2&apos;</source>
        <translation>doit valoir au plus %1, reçu : &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a whole number, got &apos;%1&apos;</source>
        <translation>attendu : un nombre entier, reçu : &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a whole number of %1, got &apos;%2&apos;</source>
        <translation>attendu : un nombre entier de %1, reçu : &apos;%2&apos;</translation>
    </message>
    <message>
        <source>cannot follow the symbolic link (%1)</source>
        <translation>impossible de suivre le lien symbolique (%1)</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>trop de niveaux de liens symboliques</translation>
    </message>
    <message>
        <source>is a symbolic link of another user (uid %1) in the shared folder %2 (sticky, world-writable): not followed, as the system&apos;s protected_symlinks rule has it; write to another path</source>
        <translation>est un lien symbolique d&apos;un autre utilisateur (uid %1) dans le dossier partagé %2 (sticky, accessible en écriture à tous) : non suivi, comme le veut la règle protected_symlinks du système ; écrire vers un autre chemin</translation>
    </message>
    <message>
        <source>write failed (%1)</source>
        <translation>échec de l’écriture (%1)</translation>
    </message>
    <message>
        <source>expected the path of a file</source>
        <translation>attendu : le chemin d’un fichier</translation>
    </message>
    <message>
        <source>cannot open for reading (%1)</source>
        <translation>impossible d’ouvrir en lecture (%1)</translation>
    </message>
    <message>
        <source>cannot read (%1)</source>
        <translation>lecture impossible (%1)</translation>
    </message>
    <message>
        <source>is %1 MB, larger than the %2 MB AccelPlan reads: expected a project, catalog or table file</source>
        <translation>fait %1 Mo, plus que les %2 Mo que lit AccelPlan : attendu : un fichier de projet, de catalogue ou de tableau</translation>
    </message>
    <message>
        <source>read error (%1)</source>
        <translation>erreur de lecture (%1)</translation>
    </message>
    <message>
        <source>grew beyond the %1 MB AccelPlan reads while being read</source>
        <translation>a dépassé pendant la lecture les %1 Mo que lit AccelPlan</translation>
    </message>
    <message>
        <source>expected the path of a file to write</source>
        <translation>attendu : le chemin d’un fichier à écrire</translation>
    </message>
    <message>
        <source>cannot write (%1)</source>
        <translation>écriture impossible (%1)</translation>
    </message>
    <message>
        <source>cannot set the permissions (%1)</source>
        <translation>impossible de régler les permissions (%1)</translation>
    </message>
    <message>
        <source>cannot replace the file (%1)</source>
        <translation>impossible de remplacer le fichier (%1)</translation>
    </message>
    <message>
        <source>unknown device id &quot;%1&quot; (accelplan-cli catalog lists the known ids)</source>
        <translation>identifiant d’appareil inconnu &quot;%1&quot; (accelplan-cli catalog liste les identifiants connus)</translation>
    </message>
    <message>
        <source>unknown device id &quot;%1&quot; (did you mean &quot;%2&quot;?)</source>
        <translation>identifiant d’appareil inconnu &quot;%1&quot; (vouliez-vous dire &quot;%2&quot; ?)</translation>
    </message>
    <message>
        <source>unknown device id &quot;%1&quot;</source>
        <translation>identifiant d’appareil inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no compute format usable for %2 models</source>
        <translation>%1 n’a aucun format de calcul utilisable pour des modèles en %2</translation>
    </message>
    <message>
        <source>pipeline %1 exceeds the %2 layers</source>
        <translation>pipeline %1 dépasse les %2 couches</translation>
    </message>
    <message>
        <source>expert parallelism is carved out of data x tensor x context ranks (%1)</source>
        <translation>le parallélisme d’experts est pris sur les rangs data x tensor x context (%1)</translation>
    </message>
    <message>
        <source>&quot;2d&quot; weight-stationary sharding is a serving layout (Pope et al. 2022); training uses &quot;1d&quot;</source>
        <translation>le sharding weight-stationary &quot;2d&quot; est une disposition de service (Pope et al. 2022) ; l’entraînement utilise &quot;1d&quot;</translation>
    </message>
    <message>
        <source>host offload moves optimizer state and activations of a training run; serving uses &quot;none&quot;</source>
        <translation>le déchargement vers l’hôte déplace l’état de l’optimiseur et les activations d’un entraînement ; le service utilise &quot;none&quot;</translation>
    </message>
    <message>
        <source>needs a multiple of tensor x pipeline (%1) that leaves decode devices out of count %2</source>
        <translation>demande un multiple de tensor x pipeline (%1) qui laisse des appareils de décodage sur count %2</translation>
    </message>
    <message>
        <source>expected a number of sequences or &quot;max&quot;, got &quot;%1&quot;</source>
        <translation>attendu : un nombre de séquences ou &quot;max&quot;, reçu : &quot;%1&quot;</translation>
    </message>
    <message>
        <source>count %1 is not a multiple of tensor x pipeline x context = %2</source>
        <translation>count %1 n’est pas un multiple de tensor x pipeline x context = %2</translation>
    </message>
    <message>
        <source>tensor x pipeline x context x data = %1, but count is %2</source>
        <translation>tensor x pipeline x context x data = %1, mais count vaut %2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>attendu : un objet JSON</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>imbriqué sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of scenarios[%2]: expected a unique name</source>
        <translation>&quot;%1&quot; est déjà le nom de scenarios[%2] : attendu : un nom unique</translation>
    </message>
    <message>
        <source>expected an object or a list of objects</source>
        <translation>attendu : un objet ou une liste d’objets</translation>
    </message>
    <message>
        <source>no scenario named &quot;%1&quot;</source>
        <translation>aucun scénario nommé &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of recommend[%2]: expected a unique name</source>
        <translation>&quot;%1&quot; est déjà le nom de recommend[%2] : attendu : un nom unique</translation>
    </message>
    <message>
        <source>not a field path</source>
        <translation>pas un chemin de champ</translation>
    </message>
    <message>
        <source>no such scenario</source>
        <translation>scénario inexistant</translation>
    </message>
    <message>
        <source>no such study</source>
        <translation>étude inexistante</translation>
    </message>
    <message>
        <source>a scenario needs a name</source>
        <translation>un scénario a besoin d’un nom</translation>
    </message>
    <message>
        <source>scenario %1 is already named &quot;%2&quot; (studies find their template scenario by name)</source>
        <translation>le scénario %1 s’appelle déjà &quot;%2&quot; (les études trouvent leur scénario modèle par son nom)</translation>
    </message>
    <message>
        <source>expected one of cost, time, latency, energy, carbon, risk</source>
        <translation>attendu : l’un de cost, time, latency, energy, carbon, risk</translation>
    </message>
    <message>
        <source>unknown objective &quot;%1&quot; (expected cost, time, latency, energy, carbon or risk)</source>
        <translation>objectif inconnu &quot;%1&quot; (attendu : cost, time, latency, energy, carbon ou risk)</translation>
    </message>
    <message>
        <source>unknown commitment &quot;%1&quot; (expected on_demand, commit_1y, commit_3y or spot)</source>
        <translation>engagement inconnu &quot;%1&quot; (attendu : on_demand, commit_1y, commit_3y ou spot)</translation>
    </message>
    <message>
        <source>expected at least one commitment</source>
        <translation>attendu : au moins un engagement</translation>
    </message>
    <message>
        <source>expected a whole number of devices from 1 to 1048576</source>
        <translation>attendu : un nombre entier d’appareils de 1 à 1048576</translation>
    </message>
    <message>
        <source>expected two or three objectives</source>
        <translation>attendu : deux ou trois objectifs</translation>
    </message>
    <message>
        <source>applies to serving studies, but the template scenario &quot;%1&quot; is training: remove it or choose another &quot;scenario&quot;</source>
        <translation>s’applique aux études de service, mais le scénario modèle &quot;%1&quot; est un entraînement : supprimez-le ou choisissez un autre &quot;scenario&quot;</translation>
    </message>
    <message>
        <source>applies to training studies, but the template scenario &quot;%1&quot; is serving: remove it or choose another &quot;scenario&quot;</source>
        <translation>s’applique aux études d’entraînement, mais le scénario modèle &quot;%1&quot; est un service : supprimez-le ou choisissez un autre &quot;scenario&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 compute (the catalog lists no peak for it)</source>
        <translation>%1 ne calcule pas en %2 (le catalogue n’indique aucune crête pour ce format)</translation>
    </message>
    <message>
        <source>must divide heads (%1)</source>
        <translation>doit diviser heads (%1)</translation>
    </message>
    <message>
        <source>only applies to mixture-of-experts models (experts &gt; 1)</source>
        <translation>ne s’applique qu’aux modèles mixture-of-experts (experts &gt; 1)</translation>
    </message>
    <message>
        <source>must leave at least one mixture-of-experts layer</source>
        <translation>doit laisser au moins une couche mixture-of-experts</translation>
    </message>
    <message>
        <source>choose a model preset or enter the model&apos;s shape</source>
        <translation>choisissez un modèle prédéfini ou saisissez la forme du modèle</translation>
    </message>
    <message>
        <source>unknown model preset &quot;%1&quot;</source>
        <translation>modèle prédéfini inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no site where devices can run is allowed: pick an own data centre, colocation, edge or a cloud provider</source>
        <translation>aucun site où les appareils peuvent tourner n’est autorisé : choisissez un centre de données propre, une colocation, l’edge ou un fournisseur cloud</translation>
    </message>
    <message>
        <source>no allowed site is in %1: allow a cloud provider with a region there, or say where your own sites are</source>
        <translation>aucun site autorisé n’est en %1 : autorisez un fournisseur cloud qui y a une région, ou indiquez où sont vos propres sites</translation>
    </message>
    <message>
        <source>a device price needs at least one of on_demand, commit_1y, commit_3y, spot</source>
        <translation>un prix d’appareil demande au moins l’un de on_demand, commit_1y, commit_3y, spot</translation>
    </message>
    <message>
        <source>tier bounds must increase</source>
        <translation>les bornes des paliers doivent croître</translation>
    </message>
    <message>
        <source>only the last tier may be unbounded</source>
        <translation>seul le dernier palier peut être illimité</translation>
    </message>
    <message>
        <source>at least one stack is needed</source>
        <translation>au moins une pile est nécessaire</translation>
    </message>
    <message>
        <source>at least one tier is needed</source>
        <translation>au moins un palier est nécessaire</translation>
    </message>
    <message>
        <source>expected lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, got &quot;%1&quot;</source>
        <translation>attendu : des minuscules, des chiffres, &apos;-&apos; et &apos;.&apos;, reçu : &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown precision (expected fp64, fp32, tf32, bf16, fp16, fp8, int8, int4, fp4)</source>
        <translation>précision inconnue (attendu : fp64, fp32, tf32, bf16, fp16, fp8, int8, int4, fp4)</translation>
    </message>
    <message>
        <source>at least one precision is needed</source>
        <translation>au moins une précision est nécessaire</translation>
    </message>
    <message>
        <source>required for CPUs (vendors publish no peak FLOP/s: say how it was derived)</source>
        <translation>obligatoire pour les CPU (les fabricants ne publient pas de FLOP/s crête : indiquez comment la valeur a été obtenue)</translation>
    </message>
    <message>
        <source>every device needs a string id</source>
        <translation>chaque appareil a besoin d’un identifiant texte</translation>
    </message>
    <message>
        <source>device id appears twice in this file</source>
        <translation>l’identifiant d’appareil figure deux fois dans ce fichier</translation>
    </message>
    <message>
        <source>newer than this AccelPlan reads (1): update AccelPlan</source>
        <translation>plus récent que ce que lit cet AccelPlan (1) : mettez AccelPlan à jour</translation>
    </message>
    <message>
        <source>unknown software stack</source>
        <translation>pile logicielle inconnue</translation>
    </message>
    <message>
        <source>every parallel degree must be at least 1</source>
        <translation>chaque degré de parallélisme doit valoir au moins 1</translation>
    </message>
    <message>
        <source>a cloud region needs the price-book provider id (aws, gcp, ...)</source>
        <translation>une région cloud a besoin de l’identifiant du fournisseur dans le barème (aws, gcp…)</translation>
    </message>
    <message>
        <source>latitude and longitude go together (decimal degrees)</source>
        <translation>la latitude et la longitude vont ensemble (degrés décimaux)</translation>
    </message>
    <message>
        <source>only a public-model-api site has API terms</source>
        <translation>seul un site de type public-model-api a des conditions d’API</translation>
    </message>
    <message>
        <source>API terms must state whether prompts are used for training and how long they are kept (the data-class rules follow from them)</source>
        <translation>les conditions d’API doivent indiquer si les prompts servent à l’entraînement et combien de temps ils sont conservés (les règles des classes de données en découlent)</translation>
    </message>
    <message>
        <source>expected an object keyed by site id</source>
        <translation>attendu : un objet indexé par identifiant de site</translation>
    </message>
    <message>
        <source>the project has no scenario to recommend for</source>
        <translation>le projet n’a aucun scénario pour lequel recommander</translation>
    </message>
    <message>
        <source>unknown site &quot;%1&quot;</source>
        <translation>site inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no site to search</source>
        <translation>aucun site à explorer</translation>
    </message>
    <message>
        <source>expected a percentile above 0 and below 100, got %1</source>
        <translation>attendu : un percentile supérieur à 0 et inférieur à 100, reçu : %1</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is written twice in one object (a reader would keep only one of them)</source>
        <translation>la clé « %1 » figure deux fois dans le même objet (un lecteur n’en garderait qu’une)</translation>
    </message>
    <message>
        <source>written twice, at line %1 and line %2 (a reader would keep only one of them; remove one)</source>
        <translation>écrit deux fois, ligne %1 et ligne %2 (un lecteur n’en garderait qu’un ; supprimez-en un)</translation>
    </message>
    <message>
        <source>expected at least one entry (leave the key out to search all of them)</source>
        <translation>au moins une entrée attendue (omettez la clé pour les parcourir toutes)</translation>
    </message>
    <message>
        <source>repeats %1[%2]; list each entry once</source>
        <translation>répète %1[%2] ; indiquez chaque entrée une seule fois</translation>
    </message>
    <message>
        <source>a training run takes its checkpoint interval and restart time from its reliability model: state it as reliability.%1</source>
        <translation>un entraînement prend l&apos;intervalle de checkpoint et le temps de redémarrage de son modèle de fiabilité : indiquez la valeur dans reliability.%1</translation>
    </message>
    <message>
        <source>%1 samples x %2 candidates is more than %3 evaluations (lower samples or candidates)</source>
        <translation>%1 tirages x %2 candidats font plus de %3 évaluations (réduire samples ou candidates)</translation>
    </message>
    <message>
        <source>is for a torus topology only (torus2d, torus3d)</source>
        <translation>ne vaut que pour une topologie en tore (torus2d, torus3d)</translation>
    </message>
    <message>
        <source>the importer&apos;s name table is missing from the build</source>
        <translation>la table des noms de l’importateur manque dans la compilation</translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>attendu : une date AAAA-MM-JJ, reçu : &quot;%1&quot;</translation>
    </message>
    <message>
        <source>empty file: expected a header line</source>
        <translation>fichier vide : une ligne d’en-tête est attendue</translation>
    </message>
    <message>
        <source>has more than %1 rows</source>
        <translation>a plus de %1 lignes</translation>
    </message>
    <message>
        <source>the header has no column &quot;%1&quot; (a SkyPilot vms.csv names InstanceType, AcceleratorName, AcceleratorCount, Price, Region)</source>
        <translation>l’en-tête n’a pas de colonne &quot;%1&quot; (un vms.csv de SkyPilot nomme InstanceType, AcceleratorName, AcceleratorCount, Price, Region)</translation>
    </message>
    <message>
        <source>missing value (the row has %1 fields, the header %2)</source>
        <translation>valeur manquante (la ligne a %1 champs, l’en-tête %2)</translation>
    </message>
    <message>
        <source>missing value</source>
        <translation>valeur manquante</translation>
    </message>
    <message>
        <source>cannot read the folder: %1</source>
        <translation>impossible de lire le dossier : %1</translation>
    </message>
    <message>
        <source>no vms.csv here or in a subfolder (a SkyPilot catalog folder holds &lt;cloud&gt;/vms.csv)</source>
        <translation>aucun vms.csv ici ni dans un sous-dossier (un dossier de catalogue SkyPilot contient &lt;cloud&gt;/vms.csv)</translation>
    </message>
    <message>
        <source>expected an object of models (LiteLLM&apos;s model_prices_and_context_window.json)</source>
        <translation>attendu : un objet de modèles (model_prices_and_context_window.json de LiteLLM)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>attendu : un objet</translation>
    </message>
    <message>
        <source>needs a multiple of %1 (whole expert-parallel groups of the prefill layout: lcm(tensor, expert) x pipeline) that leaves decode devices out of count %2</source>
        <translation>demande un multiple de %1 (des groupes entiers de parallélisme d’experts de la disposition de prefill : lcm(tensor, expert) x pipeline) qui laisse des appareils de décodage sur count %2</translation>
    </message>
    <message>
        <source>leaves %1 decode devices (count %2 minus prefill), not a multiple of %3, the cluster layout&apos;s lcm(tensor, expert) x pipeline</source>
        <translation>laisse %1 appareils de décodage (count %2 moins le prefill), pas un multiple de %3, le lcm(tensor, expert) x pipeline de la disposition du cluster</translation>
    </message>
    <message>
        <source>expected a number from 0 to 10000, got %1</source>
        <translation>un nombre de 0 à 10000 est attendu, reçu : %1</translation>
    </message>
    <message>
        <source>applies to the served model only (workload.model)</source>
        <translation>ne s’applique qu’au modèle servi (workload.model)</translation>
    </message>
    <message>
        <source>expected a probability below 1, got %1: a draft whose every token is accepted is the served model itself</source>
        <translation>probabilité inférieure à 1 attendue, reçu %1 : un brouillon dont chaque jeton est accepté est le modèle servi lui-même</translation>
    </message>
    <message>
        <source>a draft of %1 parameters is not smaller than the served model (%2): each of its tokens would cost at least a step of the model it drafts for</source>
        <translation>un brouillon de %1 paramètres n&apos;est pas plus petit que le modèle servi (%2) : chacun de ses jetons coûterait au moins une étape du modèle pour lequel il rédige</translation>
    </message>
    <message>
        <source>a long-context input price needs its output price (%1)</source>
        <translation>un prix d’entrée long contexte demande son prix de sortie (%1)</translation>
    </message>
    <message>
        <source>must be less than %1, got &apos;%2&apos;</source>
        <translation>doit être inférieur à %1, reçu : &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give at least one region, or leave the list out</source>
        <translation>donnez au moins une région, ou omettez la liste</translation>
    </message>
    <message>
        <source>a region needs a name</source>
        <translation>une région doit avoir un nom</translation>
    </message>
    <message>
        <source>another region has the name &quot;%1&quot;</source>
        <translation>une autre région porte déjà le nom « %1 »</translation>
    </message>
    <message>
        <source>a region&apos;s share of the traffic must be above 0</source>
        <translation>la part du trafic d&apos;une région doit être supérieure à 0</translation>
    </message>
    <message>
        <source>a TPU slice of a whole number of chips expected (data/import/names.json skypilot_tpu_slices), got %1</source>
        <translation>attendu : une tranche TPU d&apos;un nombre entier de puces (data/import/names.json skypilot_tpu_slices), reçu : %1</translation>
    </message>
    <message>
        <source>expected a number above %1 and below %2, got %3</source>
        <translation>attendu : un nombre supérieur à %1 et inférieur à %2, reçu : %3</translation>
    </message>
    <message>
        <source>expected a number above %1 and at most %2, got %3</source>
        <translation>attendu : un nombre supérieur à %1 et au plus %2, reçu : %3</translation>
    </message>
    <message>
        <source>a row&apos;s regime must be text and its log_speed_ratio a number</source>
        <translation>le régime d&apos;une ligne doit être un texte et son log_speed_ratio un nombre</translation>
    </message>
    <message>
        <source>needs an fp16 peak (the FP32-accumulate rate) in peak_tflops</source>
        <translation>nécessite un pic fp16 (le débit avec accumulation FP32) dans peak_tflops</translation>
    </message>
    <message>
        <source>needs a multiple of %1 (whole replicas of the prefill layout: lcm(tensor, expert) x pipeline x context) that leaves decode devices out of count %2</source>
        <translation>demande un multiple de %1 (des répliques entières de la disposition de prefill : lcm(tensor, expert) x pipeline x context) qui laisse des appareils de décodage sur count %2</translation>
    </message>
    <message>
        <source>leaves %1 decode devices (count %2 minus prefill), not a multiple of %3, the cluster layout&apos;s lcm(tensor, expert) x pipeline x context</source>
        <translation>laisse %1 appareils de décodage (count %2 moins le prefill), pas un multiple de %3, le lcm(tensor, expert) x pipeline x context de la disposition du cluster</translation>
    </message>
    <message>
        <source>tensor %1 does not divide the %2 attention heads: set %3 to pad them to a multiple of tensor, or (serving) %4 &quot;2d&quot;</source>
        <translation>tensor %1 ne divise pas les %2 têtes d’attention : réglez %3 pour les compléter à un multiple de tensor, ou (service) %4 &quot;2d&quot;</translation>
    </message>
    <message>
        <source>%1 applies to mixture-of-experts models only</source>
        <translation>%1 ne s’applique qu’aux modèles mixture-of-experts</translation>
    </message>
    <message>
        <source>%3 %1 is fewer than the %2 experts: every expert needs a slot</source>
        <translation>%3 %1 est inférieur aux %2 experts : chaque expert a besoin d’un emplacement</translation>
    </message>
    <message>
        <source>%3 %1 is not a multiple of expert %2: every expert rank holds the same number of slots</source>
        <translation>%3 %1 n’est pas un multiple de expert %2 : chaque rang expert porte le même nombre d’emplacements</translation>
    </message>
    <message>
        <source>expert %1 does not divide the %2 experts: set %3 to a multiple of expert (redundant expert replicas)</source>
        <translation>expert %1 ne divise pas les %2 experts : réglez %3 sur un multiple de expert (répliques d’experts redondantes)</translation>
    </message>
    <message>
        <source>%5 %1 exceeds the %2 layers per pipeline stage ((%3 layers + embedding + loss) / pipeline %4, %6 balanced)</source>
        <translation>%5 %1 dépasse les %2 couches par étage de pipeline ((%3 couches + embedding + perte) / pipeline %4, %6 balanced)</translation>
    </message>
    <message>
        <source>%5 %1 exceeds the %2 layers per pipeline stage (%3 layers / pipeline %4)</source>
        <translation>%5 %1 dépasse les %2 couches par étage de pipeline (%3 couches / pipeline %4)</translation>
    </message>
    <message>
        <source>%1 shards the ZeRO state: needs %2 1 or more</source>
        <translation>%1 partitionne l’état ZeRO : nécessite %2 1 ou plus</translation>
    </message>
    <message>
        <source>%3 %1 does not divide data x context = %2</source>
        <translation>%3 %1 ne divise pas données x contexte = %2</translation>
    </message>
    <message>
        <source>%3 %1 is not a multiple of expert %2: expert ranks come from the shard group</source>
        <translation>%3 %1 n’est pas un multiple de expert %2 : les rangs experts viennent du groupe de partitionnement</translation>
    </message>
    <message>
        <source>%1 is not a multiple of data x %3 = %2</source>
        <translation>%1 n’est pas un multiple de data x %3 = %2</translation>
    </message>
    <message>
        <source>context %1 does not divide %2</source>
        <translation>context %1 ne divise pas %2</translation>
    </message>
    <message>
        <source>%1 shards a training run&apos;s ZeRO state; serving leaves it out</source>
        <translation>%1 partitionne l’état ZeRO d’un entraînement ; le service l’omet</translation>
    </message>
    <message>
        <source>lays out the prefill pool of disaggregated serving: set %1, or leave this out</source>
        <translation>décrit le pool de prefill du service désagrégé : définir %1, ou omettre ce champ</translation>
    </message>
    <message>
        <source>larger than %2 (%1)</source>
        <translation>plus grand que %2 (%1)</translation>
    </message>
    <message>
        <source>expected a multiple of %2 (%1): each request decodes its %1 beams together</source>
        <translation>un multiple de %2 (%1) est attendu : chaque requête décode ses %1 faisceaux ensemble</translation>
    </message>
    <message>
        <source>has no effect with %1 0 (speculative decoding off): set %1 or remove it</source>
        <translation>sans effet avec %1 0 (décodage spéculatif désactivé) : définissez %1 ou retirez-le</translation>
    </message>
    <message>
        <source>speculative decoding verifies one sequence per request; it is not combined with beam search (%2 %1)</source>
        <translation>le décodage spéculatif vérifie une séquence par requête ; il ne se combine pas avec la recherche en faisceau (%2 %1)</translation>
    </message>
    <message>
        <source>lists %1 counts; at most %2 are searched (leave the key out for the powers of two up to %3)</source>
        <translation>liste %1 nombres d’appareils ; au plus %2 sont explorés (omettre la clé pour les puissances de deux jusqu’à %3)</translation>
    </message>
    <message>
        <source>StreamingLLM&apos;s sink tokens are kept beside a sliding window: set %1</source>
        <translation>Les jetons puits de StreamingLLM sont gardés à côté d’une fenêtre glissante : définir %1</translation>
    </message>
    <message>
        <source>only applies to sliding-window attention (%1 &gt; 0)</source>
        <translation>s’applique uniquement à l’attention à fenêtre glissante (%1 &gt; 0)</translation>
    </message>
    <message>
        <source>only applies to dense layers (%1 &gt; 0)</source>
        <translation>ne s’applique qu’aux couches denses (%1 &gt; 0)</translation>
    </message>
    <message>
        <source>only applies to latent attention (%1 &gt; 0)</source>
        <translation>ne s’applique qu’à l’attention latente (%1 &gt; 0)</translation>
    </message>
    <message>
        <source>%3, %4, %5, %6 and %7 describe %1 parameters, not %2: check the architecture fields</source>
        <translation>%3, %4, %5, %6 et %7 décrivent %1 paramètres, pas %2 : vérifiez les champs d’architecture</translation>
    </message>
    <message>
        <source>give the region&apos;s latitude and longitude or its %1</source>
        <translation>donnez la latitude et la longitude de la région ou sa %1</translation>
    </message>
    <message>
        <source>describes a quoted server: state %1 with it (without a quote the price book&apos;s server, with its own device count, is bought)</source>
        <translation>décrit un serveur chiffré : indiquez %1 avec lui (sans devis, c’est le serveur du barème, avec son propre nombre d’appareils, qui est acheté)</translation>
    </message>
    <message>
        <source>a carbon method needs %1</source>
        <translation>une méthode carbone nécessite %1</translation>
    </message>
</context>
<context>
    <name>ap::LatencyBatchChart</name>
    <message>
        <source>TTFT and TPOT against the batch</source>
        <translation>TTFT et TPOT selon le lot</translation>
    </message>
    <message>
        <source>Batch per replica</source>
        <translation>Lot par réplique</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>séquences</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>%1: TPOT</source>
        <translation>%1 : TPOT</translation>
    </message>
    <message>
        <source>%1
batch %2: TPOT %3 ms</source>
        <translation>%1
lot %2 : TPOT %3 ms</translation>
    </message>
    <message>
        <source>%1: its batch (%2)</source>
        <translation>%1 : son lot (%2)</translation>
    </message>
    <message>
        <source>%1 at batch %2: TPOT %3 ms</source>
        <translation>%1 au lot %2 : TPOT %3 ms</translation>
    </message>
    <message>
        <source>%1 objective %2 ms</source>
        <translation>objectif %1 %2 ms</translation>
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
        <translation>%1 : TTFT hors réseau</translation>
    </message>
    <message>
        <source>%1
batch %2: TTFT without the network %3 ms</source>
        <translation>%1
lot %2 : TTFT hors réseau %3 ms</translation>
    </message>
    <message>
        <source>%1 at batch %2: TTFT without the network %3 ms</source>
        <translation>%1 au lot %2 : TTFT hors réseau %3 ms</translation>
    </message>
    <message>
        <source>Solid: TTFT without the network · dashed: TPOT
Star: each scenario&apos;s own batch</source>
        <translation>Trait plein : TTFT hors réseau · pointillés : TPOT
Étoile : le lot propre à chaque scénario</translation>
    </message>
</context>
<context>
    <name>ap::LatencyThroughputChart</name>
    <message>
        <source>Latency vs throughput</source>
        <translation>Latence et débit</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Temps par jeton de sortie</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Output throughput</source>
        <translation>Débit de sortie</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>Batch sweep</source>
        <translation>Balayage du lot</translation>
    </message>
    <message>
        <source>Batch %1
TPOT: %2 ms
Output: %3 tokens/s</source>
        <translation>Lot %1
TPOT : %2 ms
Sortie : %3 jetons/s</translation>
    </message>
    <message>
        <source>Scenario (batch %1)</source>
        <translation>Scénario (lot %1)</translation>
    </message>
    <message>
        <source>Scenario: batch %1
TPOT: %2 ms
Output: %3 tokens/s</source>
        <translation>Scénario : lot %1
TPOT : %2 ms
Sortie : %3 jetons/s</translation>
    </message>
    <message>
        <source>TPOT objective %1 ms</source>
        <translation>Objectif TPOT %1 ms</translation>
    </message>
</context>
<context>
    <name>ap::LayoutLine</name>
    <message>
        <source>Attention heads (padded)</source>
        <translation>Têtes d’attention (complétées)</translation>
    </message>
    <message>
        <source>%1, +%2 parameters</source>
        <translation>%1, +%2 paramètres</translation>
    </message>
    <message>
        <source>Expert slots</source>
        <translation>Emplacements d&apos;experts</translation>
    </message>
    <message>
        <source>%1, busiest rank %2x the average</source>
        <translation>%1, rang le plus chargé %2x la moyenne</translation>
    </message>
    <message>
        <source>Weight sharding</source>
        <translation>Partitionnement des poids</translation>
    </message>
    <message>
        <source>2d weight-stationary</source>
        <translation>2D à poids stationnaires</translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>Déchargement vers l’hôte</translation>
    </message>
    <message>
        <source>%1, %2 exposed per step</source>
        <translation>%1, %2 non recouvert par pas</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Ordonnancement du pipeline</translation>
    </message>
    <message>
        <source>DualPipe: bubble (p/2-1)(F&amp;B+B-3W), 2x parameters per device, p+1 micro-batches of activations</source>
        <translation>DualPipe : bulle (p/2-1)(F&amp;B+B-3W), 2x paramètres par appareil, p+1 micro-lots d’activations</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Noyau d’attention</translation>
    </message>
    <message>
        <source>%1x the device&apos;s fused attention</source>
        <translation>%1x l’attention fusionnée de l’appareil</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>Parallélisme de contexte</translation>
    </message>
    <message>
        <source>Hybrid sharding (HSDP)</source>
        <translation>Partitionnement hybride (HSDP)</translation>
    </message>
    <message>
        <source>state sharded over %1 ranks, %2 replicas; %3 of cross-replica gradient all-reduce per step</source>
        <translation>état partitionné sur %1 rangs, %2 répliques ; %3 d’all-reduce des gradients entre répliques par pas</translation>
    </message>
    <message>
        <source>%1 ranks per replica, KV cache sharded by position; prefill over %2 ranks, ring %3: %4 of exchange exposed in a prompt&apos;s prefill</source>
        <translation>%1 rangs par réplique, cache KV réparti par position ; préremplissage sur %2 rangs, anneau %3 : %4 d’échange exposé dans le préremplissage d’un prompt</translation>
    </message>
</context>
<context>
    <name>ap::MainWindow</name>
    <message>
        <source>Welcome</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scénarios</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommandation</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Edit rejected: %1</source>
        <translation>Modification refusée : %1</translation>
    </message>
    <message>
        <source>Added scenario &quot;%1&quot;</source>
        <translation>Scénario « %1 » ajouté</translation>
    </message>
    <message>
        <source>This view shows no chart.</source>
        <translation>Cette vue n’affiche aucun graphique.</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Exported the chart to %1</source>
        <translation>Graphique exporté vers %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Nouveau projet…</translation>
    </message>
    <message>
        <source>Pose a question: the job, the model, the scale, where it may run</source>
        <translation>Poser une question : la tâche, le modèle, l’échelle, où cela peut tourner</translation>
    </message>
    <message>
        <source>New &amp;Empty Project</source>
        <translation>Projet &amp;vide</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>&amp;Exporter le graphique…</translation>
    </message>
    <message>
        <source>Export &amp;Playbook…</source>
        <translation>Exporter le &amp;playbook…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Reset &amp;Filters</source>
        <translation>Réinitialiser les &amp;filtres</translation>
    </message>
    <message>
        <source>&amp;Clear Selection</source>
        <translation>Effa&amp;cer la sélection</translation>
    </message>
    <message>
        <source>Reset Chart &amp;Zoom</source>
        <translation>Réinitialiser le &amp;zoom du graphique</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The language changes when AccelPlan is started again.</source>
        <translation>La langue change au prochain démarrage d’AccelPlan.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>The user guide is not installed (share/doc/accelplan).</source>
        <translation>Le guide de l’utilisateur n’est pas installé (share/doc/accelplan).</translation>
    </message>
    <message>
        <source>No program opens %1.</source>
        <translation>Aucun programme n’ouvre %1.</translation>
    </message>
    <message>
        <source>&amp;About AccelPlan</source>
        <translation>À &amp;propos d’AccelPlan</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>built-in + %1</source>
        <translation>intégré + %1</translation>
    </message>
    <message>
        <source>built-in (%1 has errors)</source>
        <translation>intégré (%1 contient des erreurs)</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>intégré</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) · catalog: %1</source>
        <translation>
            <numerusform>%n appareil · catalogue : %1</numerusform>
            <numerusform>%n appareils · catalogue : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own devices and corrections are read from %1</source>
        <translation>Vos propres appareils et corrections sont lus depuis %1</translation>
    </message>
    <message>
        <source>Catalog not loaded: see the message</source>
        <translation>Catalogue non chargé : voir le message</translation>
    </message>
    <message>
        <source>Device Catalog</source>
        <translation>Catalogue des appareils</translation>
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
        <translation>Ouvrir un projet</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>Enregistrer le projet</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>New project: searching for the best options…</source>
        <translation>Nouveau projet : recherche des meilleures options…</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>%1 enregistré dans %2</translation>
    </message>
    <message>
        <source>A price override lives in a scenario: open or create a project first.</source>
        <translation>Un remplacement de prix appartient à un scénario : ouvrez ou créez d’abord un projet.</translation>
    </message>
    <message>
        <source>Price override for %1 set (Edit &gt; Undo removes it)</source>
        <translation>Remplacement de prix pour %1 défini (Édition &gt; Annuler le retire)</translation>
    </message>
    <message>
        <source>Open Example</source>
        <translation>Ouvrir un exemple</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The project &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>Le projet « %1 » contient des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>AccelPlan projects (*.accelplan);;All files (*)</source>
        <translation>Projets AccelPlan (*.accelplan);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Enregistrer le projet sous</translation>
    </message>
    <message>
        <source>AccelPlan projects (*.accelplan)</source>
        <translation>Projets AccelPlan (*.accelplan)</translation>
    </message>
    <message>
        <source>playbook.pdf</source>
        <translation>playbook.pdf</translation>
    </message>
    <message>
        <source>Export Playbook</source>
        <translation>Exporter le playbook</translation>
    </message>
    <message>
        <source>Playbook written to %1</source>
        <translation>Playbook écrit dans %1</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Image SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Markdown (*.md);;CSV tables (*.csv)</source>
        <translation>PDF (*.pdf);;Markdown (*.md);;Tableaux CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import P&amp;rices…</source>
        <translation>Importer des p&amp;rix…</translation>
    </message>
    <message>
        <source>Read a SkyPilot catalog (vms.csv) or LiteLLM&apos;s model prices into your prices</source>
        <translation>Lire un catalogue SkyPilot (vms.csv) ou les prix des modèles de LiteLLM dans vos prix</translation>
    </message>
    <message>
        <source>Prices not loaded: see the message</source>
        <translation>Prix non chargés : voir le message</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Import Prices</source>
        <translation>Importer des prix</translation>
    </message>
    <message>
        <source>No place for your prices: HOME is not set.</source>
        <translation>Aucun emplacement pour vos prix : HOME n’est pas défini.</translation>
    </message>
    <message>
        <source>The prices were not imported.
%1</source>
        <translation>Les prix n’ont pas été importés.
%1</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) imported (%1 rows read).</source>
        <translation>
            <numerusform>%n prix importé (%1 lignes lues).</numerusform>
            <numerusform>%n prix importés (%1 lignes lues).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your prices are saved in %1 and used for every project from now on.</source>
        <translation>Vos prix sont enregistrés dans %1 et s’appliquent désormais à tous les projets.</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) imported</source>
        <translation>
            <numerusform>%n prix importé</numerusform>
            <numerusform>%n prix importés</numerusform>
        </translation>
    </message>
    <message>
        <source>Price lists (vms.csv model_prices_and_context_window.json *.json *.csv)</source>
        <translation>Listes de prix (vms.csv model_prices_and_context_window.json *.json *.csv)</translation>
    </message>
    <message>
        <source>Building the playbook for %1…</source>
        <translation>Création du playbook pour %1…</translation>
    </message>
    <message>
        <source>Site figures are changed per scenario: open or create a project first.</source>
        <translation>Les chiffres d’un site se modifient par scénario : ouvrez ou créez d’abord un projet.</translation>
    </message>
    <message>
        <source>Figures of site %1 set (Edit &gt; Undo removes them)</source>
        <translation>Chiffres du site %1 définis (Édition &gt; Annuler les retire)</translation>
    </message>
    <message numerus="yes">
        <source>New project: %1 recommended; %n option(s) meet every constraint</source>
        <translation>
            <numerusform>Nouveau projet : %1 recommandé ; %n option satisfait toutes les contraintes</numerusform>
            <numerusform>Nouveau projet : %1 recommandé ; %n options satisfont toutes les contraintes</numerusform>
        </translation>
    </message>
    <message>
        <source>New project: no option meets every constraint; the Recommendation view says why</source>
        <translation>Nouveau projet : aucune option ne satisfait toutes les contraintes ; la vue Recommandation dit pourquoi</translation>
    </message>
    <message>
        <source>New project: the search found no answer; the Recommendation view says why</source>
        <translation>Nouveau projet : la recherche n’a trouvé aucune réponse ; la vue Recommandation dit pourquoi</translation>
    </message>
    <message>
        <source>New project: the search was stopped; press Search to run it again</source>
        <translation>Nouveau projet : la recherche a été arrêtée ; appuyez sur Rechercher pour la relancer</translation>
    </message>
</context>
<context>
    <name>ap::MonteCarloChart</name>
    <message>
        <source>Monte Carlo: distribution per option</source>
        <translation>Monte-Carlo : distribution par option</translation>
    </message>
    <message>
        <source>Share of samples</source>
        <translation>Part des tirages</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>#%1 recommended: %2</source>
        <translation>n° %1 recommandé : %2</translation>
    </message>
    <message>
        <source>#%1: %2</source>
        <translation>n° %1 : %2</translation>
    </message>
    <message>
        <source>P(best of all) %1 %</source>
        <translation>P(meilleur de tous) %1 %</translation>
    </message>
    <message>
        <source>%1
median %2 %3, P10 %4, P90 %5</source>
        <translation>%1
médiane %2 %3, P10 %4, P90 %5</translation>
    </message>
    <message>
        <source>Triangles: medians</source>
        <translation>Triangles : médianes</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) not drawn</source>
        <translation>
            <numerusform>%n autre option non tracée</numerusform>
            <numerusform>%n autres options non tracées</numerusform>
        </translation>
    </message>
    <message>
        <source>#1 beats the runner-up head to head
in %1 % of %2 samples</source>
        <translation>le n° 1 bat le deuxième en face à face
dans %1 % de %2 tirages</translation>
    </message>
</context>
<context>
    <name>ap::MonteCarloModel</name>
    <message>
        <source>Share of the samples in which this candidate is the best of all candidates. The winner can beat the runner-up in nearly every sample and still be best of all in fewer: in the others a third candidate beats both.</source>
        <translation>Part des tirages où ce candidat est le meilleur de tous. Le gagnant peut battre le deuxième dans presque tous les tirages et être pourtant moins souvent le meilleur de tous : dans les autres, un troisième candidat les bat tous les deux.</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Candidat</translation>
    </message>
    <message>
        <source>P(best of all) (%)</source>
        <translation>P(meilleur de tous) (%)</translation>
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
        <source>Share of the samples in which this candidate breaks a constraint of the study (budget, deadline, SLO, ...) under the sampled inputs: it cannot be best there. Its figures in those samples still count in P10, P50 and P90.</source>
        <translation>Part des tirages dans lesquels ce candidat enfreint une contrainte de l&apos;étude (budget, échéance, SLO, ...) avec les entrées tirées : il ne peut pas y être le meilleur. Ses valeurs dans ces tirages comptent toujours dans P10, P50 et P90.</translation>
    </message>
    <message>
        <source>Infeasible (%)</source>
        <translation>Irréalisable (%)</translation>
    </message>
</context>
<context>
    <name>ap::NetworkShareChart</name>
    <message>
        <source>Request latency: the network&apos;s share</source>
        <translation>Latence d’une requête : la part du réseau</translation>
    </message>
    <message>
        <source>Latency of one request</source>
        <translation>Latence d’une requête</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Scenario (site)</source>
        <translation>Scénario (site)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Network round trip</source>
        <translation>Aller-retour réseau</translation>
    </message>
    <message>
        <source>Time to first token (engine)</source>
        <translation>Temps jusqu’au premier jeton (moteur)</translation>
    </message>
    <message>
        <source>Decoding the other tokens</source>
        <translation>Décodage des autres jetons</translation>
    </message>
    <message>
        <source>%1
network round trip %2 ms: %3 % of the request</source>
        <translation>%1
aller-retour réseau %2 ms : %3 % de la requête</translation>
    </message>
    <message>
        <source>%1
time to first token %2 ms</source>
        <translation>%1
temps jusqu’au premier jeton %2 ms</translation>
    </message>
    <message>
        <source>%1
decoding %2 ms</source>
        <translation>%1
décodage %2 ms</translation>
    </message>
    <message>
        <source>network %1 %</source>
        <translation>réseau %1 %</translation>
    </message>
</context>
<context>
    <name>ap::NewProjectWizard</name>
    <message>
        <source>New Project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>What do you want to do?</source>
        <translation>Que voulez-vous faire ?</translation>
    </message>
    <message>
        <source>The answer is a project with one scenario and one recommendation study; every choice stays editable.</source>
        <translation>Le résultat est un projet avec un scénario et une étude de recommandation ; chaque choix reste modifiable.</translation>
    </message>
    <message>
        <source>&amp;Train a model (pretraining)</source>
        <translation>&amp;Entraîner un modèle (pré-entraînement)</translation>
    </message>
    <message>
        <source>&amp;Fine-tune a model (full fine-tuning)</source>
        <translation>A&amp;juster un modèle (fine-tuning complet)</translation>
    </message>
    <message>
        <source>&amp;Serve a model to users</source>
        <translation>&amp;Servir un modèle aux utilisateurs</translation>
    </message>
    <message>
        <source>Serve a model and &amp;evaluate online traffic with a judge model</source>
        <translation>Servir un modèle et év&amp;aluer le trafic en ligne avec un modèle juge</translation>
    </message>
    <message>
        <source>(from the job and the model)</source>
        <translation>(d’après la tâche et le modèle)</translation>
    </message>
    <message>
        <source>Project &amp;name:</source>
        <translation>&amp;Nom du projet :</translation>
    </message>
    <message>
        <source>Which model?</source>
        <translation>Quel modèle ?</translation>
    </message>
    <message>
        <source>Published shapes (data/models/presets.json), or your own.</source>
        <translation>Formes publiées (data/models/presets.json), ou la vôtre.</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personnalisé…</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>Number format of the weights (and of the compute where the device supports it)</source>
        <translation>Format numérique des poids (et des calculs quand l’appareil le permet)</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Précision :</translation>
    </message>
    <message>
        <source>Custom model shape</source>
        <translation>Forme de modèle personnalisée</translation>
    </message>
    <message>
        <source>Parameters (billions):</source>
        <translation>Paramètres (milliards) :</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Couches :</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Dimension cachée :</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Têtes d’attention :</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>Têtes KV :</translation>
    </message>
    <message>
        <source>FFN hidden size:</source>
        <translation>Dimension cachée FFN :</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>Vocabulaire :</translation>
    </message>
    <message>
        <source>Experts (1: dense):</source>
        <translation>Experts (1 : dense) :</translation>
    </message>
    <message>
        <source>Experts per token:</source>
        <translation>Experts par jeton :</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>Approximation: %1</source>
        <translation>Approximation : %1</translation>
    </message>
    <message>
        <source>Enter the shape from the model&apos;s config.json or paper.</source>
        <translation>Saisissez la forme d’après le config.json ou l’article du modèle.</translation>
    </message>
    <message>
        <source>How much?</source>
        <translation>Combien ?</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source> billion tokens</source>
        <translation> milliards de jetons</translation>
    </message>
    <message>
        <source>Tokens processed over the whole run (epochs x dataset tokens)</source>
        <translation>Jetons traités sur tout l’entraînement (époques × jetons du jeu de données)</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>&amp;Jetons :</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Time to train incl. failures and checkpoint stalls; 0: none</source>
        <translation>Durée d’entraînement, pannes et arrêts de checkpoint compris ; 0 : aucune</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>É&amp;chéance :</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>Longueur de &amp;séquence :</translation>
    </message>
    <message>
        <source>Serving demand and service levels</source>
        <translation>Demande de service et niveaux de service</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> requêtes/s</translation>
    </message>
    <message>
        <source>Peak requests per second the deployment must carry</source>
        <translation>Pic de requêtes par seconde que le déploiement doit absorber</translation>
    </message>
    <message>
        <source>&amp;Requests:</source>
        <translation>&amp;Requêtes :</translation>
    </message>
    <message>
        <source>&amp;Input per request:</source>
        <translation>&amp;Entrée par requête :</translation>
    </message>
    <message>
        <source>&amp;Output per request:</source>
        <translation>&amp;Sortie par requête :</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>TT&amp;FT at most:</source>
        <translation>TT&amp;FT au plus :</translation>
    </message>
    <message>
        <source>T&amp;POT at most:</source>
        <translation>T&amp;POT au plus :</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Modèle juge</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Juge :</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of requests the judge scores</source>
        <translation>Part des requêtes notées par le juge</translation>
    </message>
    <message>
        <source>&amp;Sampled:</source>
        <translation>É&amp;chantillon :</translation>
    </message>
    <message>
        <source>The tokens to train on and by when.</source>
        <translation>Les jetons à entraîner et pour quand.</translation>
    </message>
    <message>
        <source>The load to carry and the latency users may see.</source>
        <translation>La charge à absorber et la latence que les utilisateurs peuvent voir.</translation>
    </message>
    <message>
        <source>Where may it run, and what may the data do?</source>
        <translation>Où cela peut-il tourner, et que peuvent faire les données ?</translation>
    </message>
    <message>
        <source>The recommendation searches the sites you allow (data/sites).</source>
        <translation>La recommandation explore les sites que vous autorisez (data/sites).</translation>
    </message>
    <message>
        <source>Allowed infrastructure</source>
        <translation>Infrastructure autorisée</translation>
    </message>
    <message>
        <source>Own data centre (buy the hardware)</source>
        <translation>Centre de données propre (acheter le matériel)</translation>
    </message>
    <message>
        <source>Colocation (buy, rent the space and power)</source>
        <translation>Colocation (acheter, louer l’espace et l’électricité)</translation>
    </message>
    <message>
        <source>Edge (small owned footprint near users or data)</source>
        <translation>Edge (petite installation possédée près des utilisateurs ou des données)</translation>
    </message>
    <message>
        <source>Public model API (pay per token; compared as a scenario)</source>
        <translation>API de modèle publique (paiement au jeton ; comparée comme scénario)</translation>
    </message>
    <message>
        <source>Cloud: %1</source>
        <translation>Cloud : %1</translation>
    </message>
    <message>
        <source>Regions: %1</source>
        <translation>Régions : %1</translation>
    </message>
    <message>
        <source>Sites that may not hold this class are rejected (see docs/placement-and-costs.md, Sovereignty)</source>
        <translation>Les sites qui ne peuvent pas héberger cette classe sont refusés (voir docs/placement-and-costs.md, Sovereignty)</translation>
    </message>
    <message>
        <source>&amp;Data class:</source>
        <translation>Classe de &amp;données :</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>n’importe où</translation>
    </message>
    <message>
        <source>the EU</source>
        <translation>dans l’UE</translation>
    </message>
    <message>
        <source>the US</source>
        <translation>aux États-Unis</translation>
    </message>
    <message>
        <source>Data must &amp;stay in:</source>
        <translation>Les données doivent &amp;rester :</translation>
    </message>
    <message>
        <source>as in the site catalog</source>
        <translation>comme dans le catalogue des sites</translation>
    </message>
    <message>
        <source>Where your own data centre, colocation and edge sites are (written as placement.sites patches of the scenario)</source>
        <translation>Où sont votre centre de données, vos sites de colocation et edge (écrits comme correctifs placement.sites du scénario)</translation>
    </message>
    <message>
        <source>Your &amp;own sites are in:</source>
        <translation>Vos sites &amp;propres sont :</translation>
    </message>
    <message>
        <source>Allow at least one place where devices can run.</source>
        <translation>Autorisez au moins un lieu où les appareils peuvent tourner.</translation>
    </message>
    <message numerus="yes">
        <source>The search will try %n site(s): %1</source>
        <translation>
            <numerusform>La recherche essaiera %n site : %1</numerusform>
            <numerusform>La recherche essaiera %n sites : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Budget and horizon</source>
        <translation>Budget et horizon</translation>
    </message>
    <message>
        <source>Finish to search for the best options.</source>
        <translation>Terminez pour rechercher les meilleures options.</translation>
    </message>
    <message>
        <source>Training: per run. Serving: total over the horizon.</source>
        <translation>Entraînement : par exécution. Service : total sur l’horizon.</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget :</translation>
    </message>
    <message>
        <source> months</source>
        <translation> mois</translation>
    </message>
    <message>
        <source>Length of the cash-flow series (owned hardware is bought for it)</source>
        <translation>Longueur de la série de flux de trésorerie (le matériel possédé est acheté pour elle)</translation>
    </message>
    <message>
        <source>&amp;Horizon:</source>
        <translation>&amp;Horizon :</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>&amp;Classer par :</translation>
    </message>
    <message numerus="yes">
        <source>Project &quot;%1&quot;: the scenario &quot;%2&quot; and a study searching %n site(s).</source>
        <translation>
            <numerusform>Projet « %1 » : le scénario « %2 » et une étude explorant %n site.</numerusform>
            <numerusform>Projet « %1 » : le scénario « %2 » et une étude explorant %n sites.</numerusform>
        </translation>
    </message>
    <message>
        <source>the EU/EEA (GDPR area)</source>
        <translation>dans l’UE/EEE (espace RGPD)</translation>
    </message>
    <message>
        <source>EU member states only</source>
        <translation>uniquement dans les États membres de l’UE</translation>
    </message>
    <message>
        <source>the EU/EEA or an adequate country</source>
        <translation>dans l’UE/EEE ou un pays adéquat</translation>
    </message>
    <message>
        <source>The GDPR&apos;s area: the 27 EU member states and Iceland, Liechtenstein and Norway.</source>
        <translation>L’espace du RGPD : les 27 États membres de l’UE ainsi que l’Islande, le Liechtenstein et la Norvège.</translation>
    </message>
    <message>
        <source>The 27 EU member states; Iceland, Liechtenstein and Norway (EEA) are left out.</source>
        <translation>Les 27 États membres de l’UE ; l’Islande, le Liechtenstein et la Norvège (EEE) sont exclus.</translation>
    </message>
    <message>
        <source>The EU/EEA and the countries with an EU adequacy decision (GDPR Art. 45): the UK, Switzerland, Japan, Korea, Canada, Israel, New Zealand, Argentina, Uruguay and others. The US is not one: its decision covers only certified organisations.</source>
        <translation>L’UE/EEE et les pays couverts par une décision d’adéquation de l’UE (art. 45 du RGPD) : le Royaume-Uni, la Suisse, le Japon, la Corée, le Canada, Israël, la Nouvelle-Zélande, l’Argentine, l’Uruguay et d’autres. Les États-Unis n’en font pas partie : leur décision ne couvre que les organisations certifiées.</translation>
    </message>
    <message>
        <source>Sites in the United States.</source>
        <translation>Sites aux États-Unis.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n site(s))</source>
        <translation>
            <numerusform>%1 (%n site)</numerusform>
            <numerusform>%1 (%n sites)</numerusform>
        </translation>
    </message>
    <message>
        <source>No site you allowed is in %1: the site kinds and cloud providers you picked have none there. To go on, say where your own sites are.</source>
        <translation>Aucun site autorisé ne se trouve %1 : les types de sites et fournisseurs cloud choisis n’en ont aucun là-bas. Pour continuer, indiquez où sont vos propres sites.</translation>
    </message>
    <message>
        <source>No site you allowed is in %1: the site kinds and cloud providers you picked have none there. To go on, allow a cloud provider with a region there (%2), or say where your own sites are.</source>
        <translation>Aucun site autorisé ne se trouve %1 : les types de sites et fournisseurs cloud choisis n’en ont aucun là-bas. Pour continuer, autorisez un fournisseur cloud ayant une région là-bas (%2), ou indiquez où sont vos propres sites.</translation>
    </message>
    <message numerus="yes">
        <source>The nearest wider choice, %1, has %n site(s).</source>
        <translation>
            <numerusform>Le choix plus large le plus proche (%1) compte %n site.</numerusform>
            <numerusform>Le choix plus large le plus proche (%1) compte %n sites.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Choisir : %1</translation>
    </message>
    <message>
        <source>Time to first token, incl. the users&apos; network round trip. Default: 2 s, MLPerf Inference&apos;s server-scenario limit for Llama 2 70B (an interactive chat aims at 0.5 s)</source>
        <translation>Délai avant le premier jeton, aller-retour réseau des utilisateurs compris. Par défaut : 2 s, la limite du scénario serveur de MLPerf Inference pour Llama 2 70B (un chat interactif vise 0,5 s)</translation>
    </message>
    <message>
        <source>Time per output token after the first. Default: 200 ms, MLPerf Inference&apos;s server-scenario limit for Llama 2 70B (5 tokens/s, about reading speed; its interactive scenario asks 40 ms)</source>
        <translation>Temps par jeton de sortie après le premier. Par défaut : 200 ms, la limite du scénario serveur de MLPerf Inference pour Llama 2 70B (5 jetons/s, environ la vitesse de lecture ; son scénario interactif demande 40 ms)</translation>
    </message>
    <message>
        <source>must not leave the organisation&apos;s control</source>
        <translation>ne doivent pas quitter le contrôle de l’organisation</translation>
    </message>
    <message>
        <source>own sites only</source>
        <translation>sites propres uniquement</translation>
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
        <translation>Coût</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Carbon</source>
        <translation>Carbone</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risque</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Coût par entraînement</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Coût par million de jetons</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Durée d’entraînement</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Durée d’étape</translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation>Énergie par entraînement</translation>
    </message>
    <message>
        <source>Energy per million tokens</source>
        <translation>Énergie par million de jetons</translation>
    </message>
    <message>
        <source>CO₂ per run</source>
        <translation>CO₂ par entraînement</translation>
    </message>
    <message>
        <source>CO₂ per million tokens</source>
        <translation>CO₂ par million de jetons</translation>
    </message>
    <message>
        <source>Cost risk</source>
        <translation>Risque de coût</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
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
        <translation>Latence des requêtes, réseau des utilisateurs compris</translation>
    </message>
</context>
<context>
    <name>ap::ParetoChart</name>
    <message>
        <source>Trade-offs</source>
        <translation>Compromis</translation>
    </message>
    <message>
        <source>%1
%2: %3 %4
%5: %6 %7</source>
        <translation>%1
%2 : %3 %4
%5 : %6 %7</translation>
    </message>
    <message>
        <source>Ranked candidates</source>
        <translation>Candidats classés</translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation>Pareto-optimal</translation>
    </message>
    <message>
        <source>Front in this view</source>
        <translation>Front dans cette vue</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommandé</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2</source>
        <translation>Recommandé : %1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>Model&apos;s P10-P90 range (%n measured run(s))</source>
        <translation>
            <numerusform>Plage P10–P90 du modèle (%n exécution mesurée)</numerusform>
            <numerusform>Plage P10–P90 du modèle (%n exécutions mesurées)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ap::Playbook</name>
    <message>
        <source>Executive summary</source>
        <translation>Synthèse pour la décision</translation>
    </message>
    <message>
        <source>The project states no recommendation study and has no scenario to build one from; the scenario results below are the whole answer.</source>
        <translation>Le projet ne définit aucune étude de recommandation et n’a aucun scénario à partir duquel en construire une ; les résultats des scénarios ci-dessous sont toute la réponse.</translation>
    </message>
    <message>
        <source>No option meets the constraints of this study.</source>
        <translation>Aucune option ne respecte les contraintes de cette étude.</translation>
    </message>
    <message>
        <source>Recommendation: %1, %2 %3 (%4).</source>
        <translation>Recommandation : %1, %2 %3 (%4).</translation>
    </message>
    <message>
        <source>Total cost %1 for the run (the placement&apos;s whole horizon: %2).</source>
        <translation>Coût total %1 pour l’entraînement (horizon complet du placement : %2).</translation>
    </message>
    <message>
        <source>Total cost %1 over the horizon (the placement&apos;s whole horizon: %2).</source>
        <translation>Coût total %1 sur l’horizon (horizon complet du placement : %2).</translation>
    </message>
    <message>
        <source>Runner-up: %1 at %2 %3 (%4).</source>
        <translation>Deuxième : %1 à %2 %3 (%4).</translation>
    </message>
    <message>
        <source>What would flip the decision: %1</source>
        <translation>Ce qui renverserait la décision : %1</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Recommended option</source>
        <translation>Option recommandée</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Appareils</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Fallback site</source>
        <translation>Site de secours</translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation>Coût %1</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Coût total</translation>
    </message>
    <message>
        <source>Time to train (incl. failures)</source>
        <translation>Durée d’entraînement (pannes comprises)</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Output tokens/s (capacity)</source>
        <translation>Jetons de sortie/s (capacité)</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilité</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Puissance électrique du site</translation>
    </message>
    <message>
        <source>P(winner beats runner-up), head to head</source>
        <translation>P(le gagnant bat le deuxième), en face à face</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>Options comparées</translation>
    </message>
    <message>
        <source>Scenarios as written</source>
        <translation>Scénarios tels qu’écrits</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation>Mémoire/appareil</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Latency or step</source>
        <translation>Latence ou pas</translation>
    </message>
    <message>
        <source>%1 [infeasible]</source>
        <translation>%1 [infaisable]</translation>
    </message>
    <message>
        <source>%1/step</source>
        <translation>%1/pas</translation>
    </message>
    <message>
        <source>%1: ranked options</source>
        <translation>%1 : options classées</translation>
    </message>
    <message>
        <source>Searched %1 layouts and %2 placed candidates; %3 feasible. Objective: %4.</source>
        <translation>%1 découpages et %2 candidats placés explorés ; %3 faisables. Objectif : %4.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Cost /run</source>
        <translation>Coût/entraînement</translation>
    </message>
    <message>
        <source>Cost /M tok</source>
        <translation>Coût/M tok</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Durée d’entraînement</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risque</translation>
    </message>
    <message>
        <source>Rejected for</source>
        <translation>Rejetée pour</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>%1: why not the others</source>
        <translation>%1 : pourquoi pas les autres</translation>
    </message>
    <message>
        <source>%1: what would flip the decision</source>
        <translation>%1 : ce qui renverserait la décision</translation>
    </message>
    <message>
        <source>%1: Monte Carlo (%2 samples, seed %3)</source>
        <translation>%1 : Monte-Carlo (%2 tirages, graine %3)</translation>
    </message>
    <message>
        <source>P(best of all)</source>
        <translation>P(meilleure de toutes)</translation>
    </message>
    <message>
        <source>Infeasible</source>
        <translation>Infaisable</translation>
    </message>
    <message>
        <source>Sampled: %1.</source>
        <translation>Tiré au sort : %1.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Roofline of the devices compared, with the operators of the first scenario&apos;s layer placed where they run</source>
        <translation>Roofline des appareils comparés, avec les opérateurs d’une couche du premier scénario placés là où ils s’exécutent</translation>
    </message>
    <message>
        <source>where a training step&apos;s time goes</source>
        <translation>où passe le temps d’un pas d’entraînement</translation>
    </message>
    <message>
        <source>memory per device</source>
        <translation>mémoire par appareil</translation>
    </message>
    <message>
        <source>latency against throughput</source>
        <translation>latence en fonction du débit</translation>
    </message>
    <message>
        <source>TTFT and TPOT against the batch</source>
        <translation>TTFT et TPOT en fonction du lot</translation>
    </message>
    <message>
        <source>cash flow over the horizon</source>
        <translation>flux de trésorerie sur l’horizon</translation>
    </message>
    <message>
        <source>cost breakdown</source>
        <translation>ventilation des coûts</translation>
    </message>
    <message>
        <source>buy vs rent, cumulative cost</source>
        <translation>acheter ou louer, coût cumulé</translation>
    </message>
    <message>
        <source>latency to the users by distance</source>
        <translation>latence vers les utilisateurs selon la distance</translation>
    </message>
    <message>
        <source>checkpoint and data-set transfer time against bandwidth</source>
        <translation>temps de transfert du checkpoint et du jeu de données en fonction de la bande passante</translation>
    </message>
    <message>
        <source>egress economics</source>
        <translation>économie de l’egress</translation>
    </message>
    <message>
        <source>Request latency of each served scenario: network round trip, time to first token and decoding</source>
        <translation>Latence d’une requête par scénario servi : aller-retour réseau, délai jusqu’au premier jeton et décodage</translation>
    </message>
    <message>
        <source>the trade-off (Pareto front)</source>
        <translation>le compromis (front de Pareto)</translation>
    </message>
    <message>
        <source>what the winner&apos;s objective is sensitive to</source>
        <translation>ce à quoi l’objectif du gagnant est sensible</translation>
    </message>
    <message>
        <source>Monte Carlo distribution of the objective per option</source>
        <translation>distribution Monte-Carlo de l’objectif par option</translation>
    </message>
    <message>
        <source>Playbook: %1</source>
        <translation>Playbook : %1</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>fichier de projet</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Donnée d’entrée</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>model parameters</source>
        <translation>paramètres du modèle</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>couches</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>dimension cachée</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>précision</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>jetons d’entraînement</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>longueur de séquence</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>lot global</translation>
    </message>
    <message>
        <source>input tokens per request</source>
        <translation>jetons d’entrée par requête</translation>
    </message>
    <message>
        <source>output tokens per request</source>
        <translation>jetons de sortie par requête</translation>
    </message>
    <message>
        <source>SLO: TTFT</source>
        <translation>SLO : TTFT</translation>
    </message>
    <message>
        <source>SLO: TPOT</source>
        <translation>SLO : TPOT</translation>
    </message>
    <message>
        <source>beam width</source>
        <translation>largeur de faisceau</translation>
    </message>
    <message>
        <source>%1 beams per request, prompt prefilled once, its KV cache shared</source>
        <translation>%1 faisceaux par requête, prompt prérempli une fois, son cache KV partagé</translation>
    </message>
    <message>
        <source>%1 beams per request, prompt prefilled once, its KV cache copied per beam</source>
        <translation>%1 faisceaux par requête, prompt prérempli une fois, son cache KV copié pour chaque faisceau</translation>
    </message>
    <message>
        <source>project file (beam_width): the batch counts beams; output tokens count one beam per request</source>
        <translation>fichier de projet (beam_width) : le lot compte les faisceaux ; les jetons de sortie comptent un faisceau par requête</translation>
    </message>
    <message>
        <source>device</source>
        <translation>appareil</translation>
    </message>
    <message>
        <source>device count</source>
        <translation>nombre d’appareils</translation>
    </message>
    <message>
        <source>software stack</source>
        <translation>pile logicielle</translation>
    </message>
    <message>
        <source>default: the device&apos;s usual stack (README, software stacks)</source>
        <translation>par défaut : la pile habituelle de l’appareil (README, piles logicielles)</translation>
    </message>
    <message>
        <source>project file (software_stack)</source>
        <translation>fichier de projet (software_stack)</translation>
    </message>
    <message>
        <source>attention heads padded to</source>
        <translation>têtes d’attention complétées à</translation>
    </message>
    <message>
        <source>%1 (of %2, a multiple of tensor %3)</source>
        <translation>%1 (sur %2, un multiple de tensor %3)</translation>
    </message>
    <message>
        <source>project file (pad_heads): the padded heads&apos; weights, FLOPs and KV cache are counted (AWS Neuron)</source>
        <translation>fichier de projet (pad_heads) : les poids, FLOP et cache KV des têtes ajoutées sont comptés (AWS Neuron)</translation>
    </message>
    <message>
        <source>expert slots</source>
        <translation>emplacements d’experts</translation>
    </message>
    <message>
        <source>%1 for %2 experts over %3 ranks</source>
        <translation>%1 pour %2 experts sur %3 rangs</translation>
    </message>
    <message>
        <source>project file (expert_slots): replicas of hot experts (DeepSeek-V3 serving), their weights held, load moved to them</source>
        <translation>fichier de projet (expert_slots) : répliques des experts les plus sollicités (service de DeepSeek-V3), leurs poids conservés, la charge reportée sur elles</translation>
    </message>
    <message>
        <source>weight sharding</source>
        <translation>partitionnement des poids</translation>
    </message>
    <message>
        <source>2d weight-stationary</source>
        <translation>2D, poids stationnaires (weight-stationary)</translation>
    </message>
    <message>
        <source>project file (weight_sharding): Pope et al. 2022, weights over both mesh axes, attention over heads and batch</source>
        <translation>fichier de projet (weight_sharding) : Pope et al. 2022, poids sur les deux axes du maillage, attention sur les têtes et le lot</translation>
    </message>
    <message>
        <source>host offload</source>
        <translation>déchargement vers l’hôte</translation>
    </message>
    <message>
        <source>project file (host_offload): moved over the device&apos;s host link, overlapped with compute; the excess is in the step time</source>
        <translation>fichier de projet (host_offload) : transféré par la liaison hôte de l’appareil, en recouvrement avec le calcul ; l’excédent est compté dans la durée du pas</translation>
    </message>
    <message>
        <source>attention kernel</source>
        <translation>noyau d’attention</translation>
    </message>
    <message>
        <source>project file: FlashAttention-2, 0.62x the fused kernel of Hopper and Blackwell (FlashAttention-3 paper, Figure 5)</source>
        <translation>fichier de projet : FlashAttention-2, 0,62x le noyau fusionné de Hopper et Blackwell (article FlashAttention-3, figure 5)</translation>
    </message>
    <message>
        <source>project file: the first FlashAttention (CUDA or Triton), 1/1.4 of FlashAttention-2 forward and 1/2 backward on the same GPU (FlashAttention-2 paper, section 4.1)</source>
        <translation>fichier de projet : le premier FlashAttention (CUDA ou Triton), 1/1,4 de FlashAttention-2 en passe avant et 1/2 en passe arrière sur le même GPU (article FlashAttention-2, section 4.1)</translation>
    </message>
    <message>
        <source>project file: the score matrix goes through memory</source>
        <translation>fichier de projet : la matrice des scores passe par la mémoire</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>ordonnancement du pipeline</translation>
    </message>
    <message>
        <source>project file (pipeline_schedule): DeepSeek-V3 report Table 2, bubble (p/2-1)(F&amp;B+B-3W), 2x parameters and p+1 micro-batches of activations per device</source>
        <translation>fichier de projet (pipeline_schedule) : rapport DeepSeek-V3, tableau 2, bulle (p/2-1)(F&amp;B+B-3W), 2x les paramètres et p+1 micro-lots d’activations par appareil</translation>
    </message>
    <message>
        <source>project file (reliability), else default</source>
        <translation>fichier de projet (reliability), sinon par défaut</translation>
    </message>
    <message>
        <source>default: Llama 3 405B run rates (Grattafiori et al. 2024, Table 5); PyTorch NCCL watchdog 600 s</source>
        <translation>par défaut : taux de l’entraînement de Llama 3 405B (Grattafiori et al. 2024, tableau 5) ; watchdog NCCL de PyTorch 600 s</translation>
    </message>
    <message>
        <source>restart time</source>
        <translation>durée de redémarrage</translation>
    </message>
    <message>
        <source>NCCL watchdog timeout</source>
        <translation>délai du watchdog NCCL</translation>
    </message>
    <message>
        <source>GPU failures per device-hour</source>
        <translation>pannes de GPU par heure-appareil</translation>
    </message>
    <message>
        <source>step jitter (CV)</source>
        <translation>gigue du pas (CV)</translation>
    </message>
    <message>
        <source>checkpoint bytes per parameter</source>
        <translation>octets de checkpoint par paramètre</translation>
    </message>
    <message>
        <source>storage tier</source>
        <translation>niveau de stockage</translation>
    </message>
    <message>
        <source>storage aggregate write</source>
        <translation>écriture agrégée du stockage</translation>
    </message>
    <message>
        <source>compute site</source>
        <translation>site de calcul</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>horizon</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 mois</translation>
    </message>
    <message>
        <source>project file (default 36)</source>
        <translation>fichier de projet (36 par défaut)</translation>
    </message>
    <message>
        <source>discount rate</source>
        <translation>taux d’actualisation</translation>
    </message>
    <message>
        <source>project file (default 8%)</source>
        <translation>fichier de projet (8 % par défaut)</translation>
    </message>
    <message>
        <source>data classes</source>
        <translation>classes de données</translation>
    </message>
    <message>
        <source>Inputs: %1</source>
        <translation>Données d’entrée : %1</translation>
    </message>
    <message>
        <source>Device figures</source>
        <translation>Caractéristiques des appareils</translation>
    </message>
    <message>
        <source>dense peak (highest format)</source>
        <translation>pic dense (format le plus rapide)</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>capacité mémoire</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bande passante mémoire</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Prices (date and confidence of each)</source>
        <translation>Prix (date et fiabilité de chacun)</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Fiabilité</translation>
    </message>
    <message>
        <source>Calibration status of the device families used</source>
        <translation>État de calibration des familles d’appareils utilisées</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Compute scale</source>
        <translation>Facteur de calcul</translation>
    </message>
    <message>
        <source>calibrated against measurements</source>
        <translation>calibrée sur des mesures</translation>
    </message>
    <message>
        <source>no measurements: shared efficiencies, uncertainty x3 in the Monte Carlo</source>
        <translation>pas de mesures : rendements communs, incertitude x3 dans le Monte-Carlo</translation>
    </message>
    <message>
        <source>Efficiency parameters: %1</source>
        <translation>Paramètres d’efficacité : %1</translation>
    </message>
    <message>
        <source>Notes and limits</source>
        <translation>Remarques et limites</translation>
    </message>
    <message>
        <source>%1/day</source>
        <translation>%1/jour</translation>
    </message>
    <message>
        <source>per run</source>
        <translation>par entraînement</translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation>par million de jetons de sortie</translation>
    </message>
    <message>
        <source>%1 to train</source>
        <translation>%1 d’entraînement</translation>
    </message>
    <message>
        <source>Build-out checklist</source>
        <translation>Liste de contrôle du déploiement</translation>
    </message>
    <message>
        <source>Scale-out topology: %1 (NIC i of every node on leaf i, so rail-local collectives stay one switch hop)</source>
        <translation>Topologie scale-out : %1 (la carte réseau i de chaque nœud sur la feuille i, pour que les collectives d’un même rail restent à un saut de commutateur)</translation>
    </message>
    <message>
        <source>Scale-out topology: %1</source>
        <translation>Topologie scale-out : %1</translation>
    </message>
    <message>
        <source>One %1 Gb/s NIC per device (%2), %3 devices per scale-up domain</source>
        <translation>Une carte réseau de %1 Gb/s par appareil (%2), %3 appareils par domaine scale-up</translation>
    </message>
    <message>
        <source>Oversubscription %1:1 at the leaf, %2:1 at the pod; %3 switch tier(s) of %4-port switches</source>
        <translation>Sursouscription %1:1 à la feuille, %2:1 au pod ; %3 niveau(x) de commutateurs à %4 ports</translation>
    </message>
    <message>
        <source>Oversubscription %1:1 at the leaf; %2 switch tier(s) of %3-port switches</source>
        <translation>Sursouscription %1:1 à la feuille ; %2 niveau(x) de commutateurs à %3 ports</translation>
    </message>
    <message>
        <source>Optics: %1 transceivers per device (%2 in total), one at each end of every link</source>
        <translation>Optique : %1 émetteurs-récepteurs par appareil (%2 au total), un à chaque extrémité de chaque liaison</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Réseau (fabric)</translation>
    </message>
    <message>
        <source>Storage tier: %1, %2 aggregate write, %3 read</source>
        <translation>Niveau de stockage : %1, %2 en écriture agrégée, %3 en lecture</translation>
    </message>
    <message>
        <source>Checkpoint every %1 (Young/Daly optimum %2), %3 each</source>
        <translation>Checkpoint toutes les %1 (optimum de Young/Daly %2), %3 chacun</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints: %1 stall each</source>
        <translation>Checkpoints asynchrones : %1 d’arrêt chacun</translation>
    </message>
    <message>
        <source>Synchronous checkpoints: %1 stall each; switch to asynchronous checkpointing (PyTorch DCP async_save) to hide the write</source>
        <translation>Checkpoints synchrones : %1 d’arrêt chacun ; passer aux checkpoints asynchrones (PyTorch DCP async_save) pour masquer l’écriture</translation>
    </message>
    <message>
        <source>Target checkpoint write bandwidth: %1 (what the stall above assumes); data loader reads %2</source>
        <translation>Bande passante d’écriture visée pour les checkpoints : %1 (ce que suppose l’arrêt ci-dessus) ; le chargeur de données lit %2</translation>
    </message>
    <message>
        <source>Model weights: %1 per device to load at start; keep a local NVMe copy so a restart does not wait on the WAN</source>
        <translation>Poids du modèle : %1 par appareil à charger au démarrage ; garder une copie locale sur NVMe pour qu’un redémarrage n’attende pas le WAN</translation>
    </message>
    <message>
        <source>Data at the serving site: %1 TB</source>
        <translation>Données sur le site de service : %1 To</translation>
    </message>
    <message>
        <source>Storage and checkpoints</source>
        <translation>Stockage et checkpoints</translation>
    </message>
    <message>
        <source>Cloud image: verify the provider&apos;s image sets the items below (they are usually right; check after every image update)</source>
        <translation>Image cloud : vérifier que l’image du fournisseur applique les points ci-dessous (c’est généralement le cas ; vérifier après chaque mise à jour de l’image)</translation>
    </message>
    <message>
        <source>BIOS/firmware: performance power profile, C-states beyond C1 off, latest GPU/NIC firmware on every node</source>
        <translation>BIOS/firmware : profil d’alimentation « performance », états C au-delà de C1 désactivés, dernier firmware GPU/carte réseau sur chaque nœud</translation>
    </message>
    <message>
        <source>NUMA: bind each rank to the NUMA node of its GPU and NIC; IOMMU in passthrough mode</source>
        <translation>NUMA : lier chaque rang au nœud NUMA de son GPU et de sa carte réseau ; IOMMU en mode passthrough</translation>
    </message>
    <message>
        <source>PCIe: ACS disabled on the switches between GPU and NIC so peer-to-peer traffic is not routed through the root complex</source>
        <translation>PCIe : ACS désactivé sur les commutateurs entre GPU et carte réseau pour que le trafic pair à pair ne passe pas par le complexe racine</translation>
    </message>
    <message>
        <source>nvidia-peermem or dma-buf loaded</source>
        <translation>nvidia-peermem ou dma-buf chargé</translation>
    </message>
    <message>
        <source>ROCm peer memory (amdgpu dma-buf)</source>
        <translation>mémoire pair à pair ROCm (amdgpu dma-buf)</translation>
    </message>
    <message>
        <source>the vendor&apos;s peer-memory driver</source>
        <translation>le pilote de mémoire pair à pair du fabricant</translation>
    </message>
    <message>
        <source>GPUDirect RDMA: %1, verified with a loopback bandwidth test</source>
        <translation>GPUDirect RDMA : %1, vérifié par un test de bande passante en boucle</translation>
    </message>
    <message>
        <source>%1 environment: NCCL_IB_HCA and NCCL_SOCKET_IFNAME set to the fabric NICs, NCCL_IB_TIMEOUT=22, TORCH_NCCL_ASYNC_ERROR_HANDLING=1</source>
        <translation>Environnement %1 : NCCL_IB_HCA et NCCL_SOCKET_IFNAME réglés sur les cartes réseau du fabric, NCCL_IB_TIMEOUT=22, TORCH_NCCL_ASYNC_ERROR_HANDLING=1</translation>
    </message>
    <message>
        <source>Collective timeout: %1 s (the value the timeout risk was computed with)</source>
        <translation>Délai des collectives : %1 s (la valeur avec laquelle le risque de délai a été calculé)</translation>
    </message>
    <message>
        <source>TPU slice of %1 chips: the ICI torus comes with the slice; set the XLA collective timeout to %2 s</source>
        <translation>Tranche TPU de %1 puces : le tore ICI est fourni avec la tranche ; régler le délai des collectives XLA à %2 s</translation>
    </message>
    <message>
        <source>CPU nodes: performance governor, one rank per NUMA node, huge pages, all memory channels populated</source>
        <translation>Nœuds CPU : gouverneur « performance », un rang par nœud NUMA, huge pages, tous les canaux mémoire garnis</translation>
    </message>
    <message>
        <source>Host settings (the infrastructure tax)</source>
        <translation>Réglages des hôtes (la taxe d’infrastructure)</translation>
    </message>
    <message>
        <source>Facility power: %1 (devices, host share and cooling at the site&apos;s PUE)</source>
        <translation>Puissance électrique du site : %1 (appareils, part des hôtes et refroidissement au PUE du site)</translation>
    </message>
    <message>
        <source>beyond air cooling: direct liquid or rear-door heat exchangers</source>
        <translation>au-delà du refroidissement par air : refroidissement liquide direct ou échangeurs en porte arrière</translation>
    </message>
    <message>
        <source>air cooling suffices</source>
        <translation>le refroidissement par air suffit</translation>
    </message>
    <message>
        <source>%1 (the provider&apos;s concern in a cloud region)</source>
        <translation>%1 (l’affaire du fournisseur dans une région cloud)</translation>
    </message>
    <message>
        <source>Per rack of %1 devices: %2; %3</source>
        <translation>Par baie de %1 appareils : %2 ; %3</translation>
    </message>
    <message>
        <source>Energy over the horizon: %1 MWh, %2 t CO2e</source>
        <translation>Énergie sur l’horizon : %1 MWh, %2 t CO2e</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>Alimentation et refroidissement</translation>
    </message>
    <message>
        <source>No option qualifies, so there is nothing to build yet: see the rejections under Options compared.</source>
        <translation>Aucune option ne convient, il n’y a donc rien à construire pour l’instant : voir les rejets sous « Options comparées ».</translation>
    </message>
    <message>
        <source>Interruptions and goodput</source>
        <translation>Interruptions et goodput</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Arrêt pour checkpoint</translation>
    </message>
    <message>
        <source>interruptions per day</source>
        <translation>interruptions par jour</translation>
    </message>
    <message>
        <source>automatic restart from the last checkpoint (%1 budgeted per restart; job MTBF %2); hot spare nodes</source>
        <translation>redémarrage automatique depuis le dernier checkpoint (%1 prévues par redémarrage ; MTBF du job %2) ; nœuds de secours prêts</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>goodput</translation>
    </message>
    <message>
        <source>%1 h lost per day to restarts, recomputed work and checkpoint stalls</source>
        <translation>%1 h perdues par jour en redémarrages, travail recalculé et arrêts pour checkpoint</translation>
    </message>
    <message>
        <source>NCCL/collective timeout</source>
        <translation>Délai NCCL/collective dépassé</translation>
    </message>
    <message>
        <source>collective timeouts per day</source>
        <translation>dépassements de délai des collectives par jour</translation>
    </message>
    <message>
        <source>watchdog at %1; P(at least one per day) %2; enable async error handling and the flight recorder</source>
        <translation>watchdog à %1 ; P(au moins un par jour) %2 ; activer la gestion asynchrone des erreurs et le flight recorder</translation>
    </message>
    <message>
        <source>stall per checkpoint</source>
        <translation>arrêt par checkpoint</translation>
    </message>
    <message>
        <source>checkpoint of %1 every %2 (asynchronous)</source>
        <translation>checkpoint de %1 toutes les %2 (asynchrone)</translation>
    </message>
    <message>
        <source>checkpoint of %1 every %2; asynchronous checkpointing hides the write</source>
        <translation>checkpoint de %1 toutes les %2 ; des checkpoints asynchrones masquent l’écriture</translation>
    </message>
    <message>
        <source>stall cost per day</source>
        <translation>coût des arrêts par jour</translation>
    </message>
    <message>
        <source>faster storage tier or asynchronous checkpoints</source>
        <translation>niveau de stockage plus rapide ou checkpoints asynchrones</translation>
    </message>
    <message>
        <source>lost work cost per day</source>
        <translation>coût du travail perdu par jour</translation>
    </message>
    <message>
        <source>shorter checkpoint interval only if the stall stays small (Young/Daly optimum %1)</source>
        <translation>intervalle de checkpoint plus court seulement si l’arrêt reste faible (optimum de Young/Daly %1)</translation>
    </message>
    <message>
        <source>Straggler tail</source>
        <translation>Traîne des retardataires</translation>
    </message>
    <message>
        <source>slowest-rank step (P99)</source>
        <translation>pas du rang le plus lent (P99)</translation>
    </message>
    <message>
        <source>mean slowdown x%1; pin clocks, watch per-rank step times, drain slow nodes</source>
        <translation>ralentissement moyen x%1 ; fixer les fréquences, surveiller la durée du pas par rang, retirer les nœuds lents</translation>
    </message>
    <message>
        <source>Storage and data loader</source>
        <translation>Stockage et chargeur de données</translation>
    </message>
    <message>
        <source>storage read headroom</source>
        <translation>marge de lecture du stockage</translation>
    </message>
    <message>
        <source>data loader needs %1; checkpoints write at %2</source>
        <translation>le chargeur de données a besoin de %1 ; les checkpoints écrivent à %2</translation>
    </message>
    <message>
        <source>a public model API would receive every prompt (%1 tokens of %2 data each) and every response</source>
        <translation>une API de modèle publique recevrait chaque prompt (%1 jetons de données %2 chacun) et chaque réponse</translation>
    </message>
    <message>
        <source>a public model API would receive the %1 training data</source>
        <translation>une API de modèle publique recevrait les données d’entraînement %1</translation>
    </message>
    <message>
        <source>not allowed for these classes</source>
        <translation>non autorisé pour ces classes</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>refusés : %1</translation>
    </message>
    <message>
        <source>Sovereignty</source>
        <translation>Souveraineté</translation>
    </message>
    <message>
        <source>sites that may hold %1</source>
        <translation>sites autorisés à héberger %1</translation>
    </message>
    <message>
        <source>%1 of %2 sites</source>
        <translation>%1 sites sur %2</translation>
    </message>
    <message>
        <source>when the primary path is down %1 serves</source>
        <translation>quand le chemin principal est coupé, %1 prend le relais</translation>
    </message>
    <message>
        <source>edge fallback %1 serves</source>
        <translation>le site de secours en périphérie %1 prend le relais</translation>
    </message>
    <message>
        <source>no fallback site: users lose the service when the WAN link is down</source>
        <translation>pas de site de secours : les utilisateurs perdent le service quand la liaison WAN est coupée</translation>
    </message>
    <message>
        <source>the run continues in the cloud; monitoring and checkpoint copies home pause while the WAN is down</source>
        <translation>l’entraînement continue dans le cloud ; la supervision et les copies de checkpoints vers le site principal s’interrompent tant que le WAN est coupé</translation>
    </message>
    <message>
        <source>training on owned hardware keeps running with the WAN down; dataset growth and remote monitoring wait</source>
        <translation>l’entraînement sur matériel propre continue quand le WAN est coupé ; l’ajout de données et la supervision à distance attendent</translation>
    </message>
    <message>
        <source>Disconnected operation</source>
        <translation>Fonctionnement déconnecté</translation>
    </message>
    <message>
        <source>downtime per year</source>
        <translation>indisponibilité par an</translation>
    </message>
    <message>
        <source>%1 h/year</source>
        <translation>%1 h/an</translation>
    </message>
    <message>
        <source>%1 (availability %2)</source>
        <translation>%1 (disponibilité %2)</translation>
    </message>
    <message>
        <source>Silent semantic failures</source>
        <translation>Défaillances sémantiques silencieuses</translation>
    </message>
    <message>
        <source>judge capacity (share of the cluster)</source>
        <translation>capacité du modèle juge (part du cluster)</translation>
    </message>
    <message>
        <source>%1 judged requests/s score answers online</source>
        <translation>%1 requêtes jugées/s notent les réponses en ligne</translation>
    </message>
    <message>
        <source>nothing checks answers online: add workload.online_evaluation (a judge model on a sample of requests) and budget its capacity</source>
        <translation>rien ne vérifie les réponses en ligne : ajouter workload.online_evaluation (un modèle juge sur un échantillon des requêtes) et prévoir sa capacité</translation>
    </message>
    <message>
        <source>Price uncertainty</source>
        <translation>Incertitude sur les prix</translation>
    </message>
    <message>
        <source>P(winner beats runner-up)</source>
        <translation>P(le gagnant bat le deuxième)</translation>
    </message>
    <message>
        <source>P10/P50/P90 of the winner %1 / %2 / %3; price confidence %4; get a quote before committing</source>
        <translation>P10/P50/P90 du gagnant %1 / %2 / %3 ; fiabilité du prix %4 ; demander un devis avant de s’engager</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>non indiquée</translation>
    </message>
    <message>
        <source>cost spread (1 sd)</source>
        <translation>dispersion du coût (1 σ)</translation>
    </message>
    <message>
        <source>relative standard deviation of the cost %1</source>
        <translation>écart-type relatif du coût %1</translation>
    </message>
    <message>
        <source>Risk register</source>
        <translation>Registre des risques</translation>
    </message>
    <message>
        <source>Each risk with the figure the models give for the recommended option (or the scenario as written when no option qualifies).</source>
        <translation>Chaque risque avec le chiffre que donnent les modèles pour l’option recommandée (ou pour le scénario tel qu’écrit quand aucune option ne convient).</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Que faire</translation>
    </message>
    <message>
        <source>SLO percentile</source>
        <translation>Percentile du SLO</translation>
    </message>
    <message>
        <source>%1th percentile, checked at that percentile of the requests in flight under Poisson arrivals</source>
        <translation>%1e percentile, vérifié à ce percentile des requêtes en cours sous des arrivées de Poisson</translation>
    </message>
    <message>
        <source>project file (slo.percentile)</source>
        <translation>fichier projet (slo.percentile)</translation>
    </message>
    <message>
        <source>prefill scheduling</source>
        <translation>ordonnancement du prefill</translation>
    </message>
    <message>
        <source>software stack (prompts mixed into decode iterations or run separately)</source>
        <translation>pile logicielle (prompts mêlés aux itérations de décodage ou exécutés à part)</translation>
    </message>
    <message>
        <source>engine instances</source>
        <translation>instances du moteur</translation>
    </message>
    <message>
        <source>%1 serving processes per CPU, each on an equal share of its cores and memory bandwidth with its own copy of the weights and its own batch</source>
        <translation>%1 processus de service par CPU, chacun sur une part égale de ses cœurs et de sa bande passante mémoire, avec sa propre copie des poids et son propre batch</translation>
    </message>
    <message>
        <source>project file (engine_instances)</source>
        <translation>fichier projet (engine_instances)</translation>
    </message>
    <message>
        <source>%1, with the WAN down (%2 h/year expected): %3 of %4 output tokens/s still served, %5 tokens/s lost.</source>
        <translation>%1, WAN coupé (%2 h/an attendues) : %3 de %4 jetons de sortie/s restent servis, %5 jetons/s perdus.</translation>
    </message>
    <message>
        <source>keeps running: %1</source>
        <translation>continue : %1</translation>
    </message>
    <message>
        <source>cut off: %1</source>
        <translation>coupé : %1</translation>
    </message>
    <message>
        <source>prefill pool</source>
        <translation>pool de prefill</translation>
    </message>
    <message>
        <source>project file (prefill_devices, prefill_parallelism); DistServe (OSDI 2024), Splitwise (ISCA 2024)</source>
        <translation>fichier de projet (prefill_devices, prefill_parallelism) ; DistServe (OSDI 2024), Splitwise (ISCA 2024)</translation>
    </message>
    <message>
        <source>project file (prefill_devices: prompts on a pool of their own)</source>
        <translation>fichier de projet (prefill_devices : prompts sur un pool à part)</translation>
    </message>
    <message>
        <source>grid carbon</source>
        <translation>intensité carbone du réseau</translation>
    </message>
    <message>
        <source>site catalog (carbon_g_per_kwh, carbon_method)</source>
        <translation>catalogue des sites (carbon_g_per_kwh, carbon_method)</translation>
    </message>
    <message>
        <source>hardware warranty</source>
        <translation>garantie du matériel</translation>
    </message>
    <message>
        <source>%1 years, no maintenance inside it</source>
        <translation>%1 ans, sans maintenance pendant celle-ci</translation>
    </message>
    <message>
        <source>project file (warranty_years)</source>
        <translation>fichier de projet (warranty_years)</translation>
    </message>
    <message>
        <source>price book (on_prem.warranty_years)</source>
        <translation>barème de prix (on_prem.warranty_years)</translation>
    </message>
    <message>
        <source>a draft model of %1 parameters</source>
        <translation>un modèle de brouillon de %1 paramètres</translation>
    </message>
    <message>
        <source>the model&apos;s own MTP module</source>
        <translation>le module MTP propre au modèle</translation>
    </message>
    <message>
        <source>speculative decoding</source>
        <translation>décodage spéculatif</translation>
    </message>
    <message>
        <source>%1 draft tokens from %2, %3 accepted: %4 tokens per verification step, %5 the tokens/s without it at the batch</source>
        <translation>%1 jetons de brouillon par %2, %3 acceptés : %4 jetons par étape de vérification, %5 les jetons/s sans lui au lot</translation>
    </message>
    <message>
        <source>%1 draft tokens from %2, %3 accepted</source>
        <translation>%1 jetons de brouillon par %2, %3 acceptés</translation>
    </message>
    <message>
        <source>project file (speculative): tokens per step (1 - a^(k+1)) / (1 - a), Leviathan et al. (ICML 2023); output tokens count accepted tokens only</source>
        <translation>fichier de projet (speculative) : jetons par étape (1 - a^(k+1)) / (1 - a), Leviathan et al. (ICML 2023) ; les jetons de sortie ne comptent que les jetons acceptés</translation>
    </message>
    <message>
        <source>model API %1</source>
        <translation>API de modèle %1</translation>
    </message>
    <message>
        <source>context parallelism</source>
        <translation>parallélisme de contexte</translation>
    </message>
    <message>
        <source>%1 ranks per replica: each prompt in 2 x %1 chunks with ring attention, the KV cache sharded by position</source>
        <translation>%1 rangs par réplique : chaque prompt en 2 x %1 segments avec attention en anneau, le cache KV réparti par position</translation>
    </message>
    <message>
        <source>project file (context): Yang et al. 2025, Context Parallelism for Scalable Million-Token Inference (arXiv 2411.01783)</source>
        <translation>fichier de projet (context) : Yang et al. 2025, Context Parallelism for Scalable Million-Token Inference (arXiv 2411.01783)</translation>
    </message>
    <message>
        <source>prefill queue</source>
        <translation>file d&apos;attente du prefill</translation>
    </message>
    <message>
        <source>Users&apos; region</source>
        <translation>Région des utilisateurs</translation>
    </message>
    <message>
        <source>Share of traffic</source>
        <translation>Part du trafic</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Round trip</source>
        <translation>Aller-retour</translation>
    </message>
    <message>
        <source>TTFT incl. network</source>
        <translation>TTFT réseau compris</translation>
    </message>
    <message>
        <source>Request latency incl. network</source>
        <translation>Latence de requête réseau compris</translation>
    </message>
    <message>
        <source>%1 (worst)</source>
        <translation>%1 (la pire)</translation>
    </message>
    <message>
        <source>%1 km</source>
        <translation>%1 km</translation>
    </message>
    <message>
        <source>Users by region</source>
        <translation>Utilisateurs par région</translation>
    </message>
    <message>
        <source>Each region&apos;s network round trip to the compute site; the users&apos; latency in the other tables is the traffic-weighted mean of these.</source>
        <translation>L&apos;aller-retour réseau de chaque région vers le site de calcul ; la latence vers les utilisateurs des autres tableaux en est la moyenne pondérée par le trafic.</translation>
    </message>
    <message>
        <source>the engine prefills %1 of the time; a prompt waits %2 on average for a prefill slot, part of the TTFT %3</source>
        <translation>le moteur fait du prefill %1 du temps ; un prompt attend en moyenne %2 une place de prefill, partie du TTFT %3</translation>
    </message>
    <message>
        <source>M/G/1 queue, Pollaczek-Khinchine mean wait (Kleinrock, Queueing Systems vol. 1, 1975)</source>
        <translation>file M/G/1, attente moyenne de Pollaczek-Khintchine (Kleinrock, Queueing Systems vol. 1, 1975)</translation>
    </message>
    <message>
        <source>%1 devices, tensor %2 x pipeline %3, expert %4; %5 prompts per pass (limited by %6), TTFT = pass + half a pass + KV transfer %7 + the wait for a pass</source>
        <translation>%1 appareils, tensor %2 x pipeline %3, expert %4 ; %5 prompts par passe (limité par %6), TTFT = passe + demi-passe + transfert KV %7 + attente d&apos;une passe</translation>
    </message>
    <message>
        <source>%1 of the prefill pool&apos;s rate; a prompt waits %2 on average for a pass, part of the TTFT %3; at the %4th percentile it waits %5, part of that percentile&apos;s TTFT</source>
        <translation>%1 du débit du pool de prefill ; un prompt attend en moyenne %2 une passe, partie du TTFT %3 ; au %4e percentile, il attend %5, inclus dans le TTFT de ce percentile</translation>
    </message>
    <message>
        <source>%1 of the prefill pool&apos;s rate; a prompt waits %2 on average for a pass, part of the TTFT %3</source>
        <translation>%1 du débit du pool de prefill ; un prompt attend en moyenne %2 une passe, partie du TTFT %3</translation>
    </message>
    <message>
        <source>M/G/c queue with Erlang C waiting (Gross, Shortle, Thompson, Harris, Fundamentals of Queueing Theory, 2008; Allen-Cunneen approximation, Allen, Probability, Statistics and Queueing Theory, 1990)</source>
        <translation>file M/G/c avec attente d&apos;Erlang C (Gross, Shortle, Thompson, Harris, Fundamentals of Queueing Theory, 2008 ; approximation d&apos;Allen-Cunneen, Allen, Probability, Statistics and Queueing Theory, 1990)</translation>
    </message>
    <message>
        <source>dual-batch overlap</source>
        <translation>chevauchement de deux micro-lots</translation>
    </message>
    <message>
        <source>two micro-batches per pass: each one&apos;s expert dispatch and combine run under the other&apos;s MoE layers; the weights are read twice</source>
        <translation>deux micro-lots par passe : la répartition et la combinaison des experts de l&apos;un s&apos;exécutent sous les couches MoE de l&apos;autre ; les poids sont lus deux fois</translation>
    </message>
    <message>
        <source>project file (dual_batch_overlap); as DeepSeek&apos;s inference system and SGLang&apos;s two-batch overlap</source>
        <translation>fichier de projet (dual_batch_overlap) ; comme le système d&apos;inférence de DeepSeek et le two-batch overlap de SGLang</translation>
    </message>
    <message>
        <source>prefix cache hits</source>
        <translation>succès du cache de préfixes</translation>
    </message>
    <message>
        <source>%1 of prompt tokens served from the KV prefix cache: %2 of %3 tokens prefilled per request; the cached KV is read by attention and held in memory</source>
        <translation>%1 des jetons du prompt servis par le cache de préfixes KV : prefill de %2 des %3 jetons par requête ; le KV mis en cache est lu par l’attention et gardé en mémoire</translation>
    </message>
    <message>
        <source>project file (prefix_cache_hit_share); counted as vLLM&apos;s prefix cache hit rate (hit tokens over prompt tokens)</source>
        <translation>fichier de projet (prefix_cache_hit_share) ; compté comme le taux de succès du cache de préfixes de vLLM (jetons trouvés sur jetons du prompt)</translation>
    </message>
    <message>
        <source>%1: %2 bits per weight with its scales</source>
        <translation>%1 : %2 bits par poids, échelles comprises</translation>
    </message>
    <message>
        <source>weight format (bits per weight)</source>
        <translation>format des poids (bits par poids)</translation>
    </message>
    <message>
        <source>expert weight format (bits per weight)</source>
        <translation>format des poids des experts (bits par poids)</translation>
    </message>
    <message>
        <source>shard group (HSDP)</source>
        <translation>groupe de partitionnement (HSDP)</translation>
    </message>
    <message>
        <source>%1 ranks hold one copy of the sharded state, replicated %2 times</source>
        <translation>%1 rangs détiennent une copie de l’état partitionné, répliquée %2 fois</translation>
    </message>
    <message>
        <source>project file (shard_group_size): PyTorch FSDP HYBRID_SHARD, all-gathers and reduce-scatters in the group, gradient shards all-reduced across replicas</source>
        <translation>fichier de projet (shard_group_size) : PyTorch FSDP HYBRID_SHARD, all-gather et reduce-scatter dans le groupe, fragments de gradient réduits (all-reduce) entre répliques</translation>
    </message>
    <message>
        <source>prefill ring attention</source>
        <translation>attention en anneau du prefill</translation>
    </message>
    <message>
        <source>each prompt over %1 context ranks, ring %2 (the variant that exposes less): %3 of exchange exposed in a prompt&apos;s prefill</source>
        <translation>chaque prompt sur %1 rangs de contexte, anneau %2 (la variante qui expose le moins) : %3 d’échange exposé dans le préremplissage d’un prompt</translation>
    </message>
    <message>
        <source>project file (context, prefill_parallelism.context); Yang et al. 2025 (arXiv 2411.01783), sections 3.4-3.5 and appendix C</source>
        <translation>fichier de projet (context, prefill_parallelism.context) ; Yang et al. 2025 (arXiv 2411.01783), sections 3.4-3.5 et annexe C</translation>
    </message>
    <message>
        <source>attention projection precision</source>
        <translation>précision des projections d&apos;attention</translation>
    </message>
    <message>
        <source>%1: the QKV and output projections&apos; math and weights</source>
        <translation>%1 : calculs et poids des projections QKV et de sortie</translation>
    </message>
    <message>
        <source>software stack (static batches: the batch&apos;s prompts prefilled together, then decoded to its end; TTFT is the batch&apos;s prefill)</source>
        <translation>pile logicielle (lots statiques : les prompts d’un lot préremplis ensemble, puis décodés jusqu’à la fin ; le TTFT est le préremplissage du lot)</translation>
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
%2 : %3
%4 : %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
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
        <translation>Graphique AccelPlan</translation>
    </message>
    <message>
        <source>Drawn by AccelPlan</source>
        <translation>Tracé par AccelPlan</translation>
    </message>
    <message>
        <source>Nothing to plot</source>
        <translation>Rien à tracer</translation>
    </message>
</context>
<context>
    <name>ap::PriceEditorDialog</name>
    <message>
        <source>Price for %1</source>
        <translation>Prix pour %1</translation>
    </message>
    <message>
        <source>Cloud price per device-hour</source>
        <translation>Prix cloud par heure-appareil</translation>
    </message>
    <message>
        <source>Purchase price per server</source>
        <translation>Prix d’achat par serveur</translation>
    </message>
    <message>
        <source>quote, price page with date, contract…</source>
        <translation>devis, page de prix datée, contrat…</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scénario :</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Fournisseur :</translation>
    </message>
    <message>
        <source>&amp;Commitment:</source>
        <translation>Mode d’&amp;acquisition :</translation>
    </message>
    <message>
        <source>&amp;Amount (USD):</source>
        <translation>&amp;Montant (USD) :</translation>
    </message>
    <message>
        <source>&amp;Devices per server:</source>
        <translation>&amp;Appareils par serveur :</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date :</translation>
    </message>
    <message>
        <source>S&amp;ource:</source>
        <translation>S&amp;ource :</translation>
    </message>
    <message>
        <source>Con&amp;fidence:</source>
        <translation>&amp;Fiabilité :</translation>
    </message>
    <message>
        <source>Saved in the scenario&apos;s placement.prices (undoable); the recommendation searches from it.</source>
        <translation>Enregistré dans placement.prices du scénario (annulable) ; la recommandation part de là.</translation>
    </message>
    <message>
        <source> per device-hour</source>
        <translation> par heure-appareil</translation>
    </message>
    <message>
        <source> per server</source>
        <translation> par serveur</translation>
    </message>
    <message>
        <source>Say where the price comes from (a quote, a price page and its date).</source>
        <translation>Indiquez d’où vient le prix (un devis, une page de prix et sa date).</translation>
    </message>
    <message>
        <source>The project has no scenario to hold the price.</source>
        <translation>Le projet n’a aucun scénario pour porter le prix.</translation>
    </message>
</context>
<context>
    <name>ap::PriceOverride</name>
    <message>
        <source>No scenario to set the price on.</source>
        <translation>Aucun scénario sur lequel définir le prix.</translation>
    </message>
    <message>
        <source>Set price override</source>
        <translation>Définir un remplacement de prix</translation>
    </message>
    <message>
        <source>Set site figures</source>
        <translation>Définir les chiffres du site</translation>
    </message>
</context>
<context>
    <name>ap::PricesLoad</name>
    <message>
        <source>The built-in prices could not be read: %1</source>
        <translation>Les prix intégrés n’ont pas pu être lus : %1</translation>
    </message>
    <message>
        <source>Your prices were not loaded, the built-in prices are used instead.
%1</source>
        <translation>Vos prix n’ont pas été chargés, les prix intégrés sont utilisés à la place.
%1</translation>
    </message>
</context>
<context>
    <name>ap::Problem</name>
    <message>
        <source>no %1 price for this device</source>
        <translation>pas de prix %1 pour cet appareil</translation>
    </message>
    <message>
        <source>spot: preemptions arrive faster than work survives them (devices x interruption rate x (checkpoint interval / 2 + restart) &gt;= 1): checkpoint more often or use fewer devices</source>
        <translation>spot : les préemptions arrivent plus vite que le travail n’y survit (appareils x taux d’interruption x (intervalle de checkpoint / 2 + redémarrage) &gt;= 1) : faites des checkpoints plus souvent ou utilisez moins d’appareils</translation>
    </message>
    <message>
        <source>weights and KV cache need %1 GB per device for one sequence, %2 has %3 GiB (%4 GB usable): add tensor or pipeline parallelism or quantise</source>
        <translation>les poids et le cache KV demandent %1 Go par appareil pour une séquence, %2 a %3 Gio (%4 Go utilisables) : ajoutez du parallélisme tensoriel ou de pipeline, ou quantifiez</translation>
    </message>
    <message>
        <source>weights and KV cache for batch %1 need %2 GB per device, %3 has %4 GiB (%5 GB usable); the largest batch that fits is %6</source>
        <translation>les poids et le cache KV pour un lot de %1 demandent %2 Go par appareil, %3 a %4 Gio (%5 Go utilisables) ; le plus grand lot qui tient est %6</translation>
    </message>
    <message>
        <source>even one sequence misses the SLO: time per output token %1 ms, time to first token %2 ms on %3</source>
        <translation>même une seule séquence manque le SLO : temps par jeton de sortie %1 ms, temps jusqu’au premier jeton %2 ms sur %3</translation>
    </message>
    <message>
        <source>online evaluation judge: %1</source>
        <translation>évaluation en ligne (modèle juge) : %1</translation>
    </message>
    <message>
        <source>placement: %1</source>
        <translation>placement : %1</translation>
    </message>
    <message>
        <source>the run cannot finish: %1 interruptions per day (MTBF %2 h) lose work faster than it is done (goodput 0); add checkpoints, fewer devices or more reliable hardware</source>
        <translation>l’entraînement ne peut pas aboutir : %1 interruptions par jour (MTBF %2 h) font perdre du travail plus vite qu’il n’est fait (goodput 0) ; ajoutez des checkpoints, moins d’appareils ou du matériel plus fiable</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 publishes no TDP: 500 W assumed for power and energy</source>
        <translation>%1 ne publie pas de TDP : 500 W supposés pour la puissance et l’énergie</translation>
    </message>
    <message>
        <source>compute site &quot;%1&quot; is not in the site catalog</source>
        <translation>le site de calcul &quot;%1&quot; n’est pas dans le catalogue des sites</translation>
    </message>
    <message>
        <source>data site &quot;%1&quot; is not in the site catalog</source>
        <translation>le site de données &quot;%1&quot; n’est pas dans le catalogue des sites</translation>
    </message>
    <message>
        <source>burst site &quot;%1&quot; is not in the site catalog</source>
        <translation>le site de débordement &quot;%1&quot; n’est pas dans le catalogue des sites</translation>
    </message>
    <message>
        <source>fallback site &quot;%1&quot; is not in the site catalog</source>
        <translation>le site de repli &quot;%1&quot; n’est pas dans le catalogue des sites</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: no prices for provider &quot;%2&quot;</source>
        <translation>site &quot;%1&quot; : pas de prix pour le fournisseur &quot;%2&quot;</translation>
    </message>
    <message>
        <source>provider &quot;%1&quot; has no price for device &quot;%2&quot; (add prices.providers.%1.devices.%2)</source>
        <translation>le fournisseur &quot;%1&quot; n’a pas de prix pour l’appareil &quot;%2&quot; (ajoutez prices.providers.%1.devices.%2)</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; (%2) is priced at %3&apos;s %4 list for %5: override prices.providers.%3.devices.%5 with the regional price</source>
        <translation>le site &quot;%1&quot; (%2) est chiffré au tarif %4 de %3 pour %5 : remplacez prices.providers.%3.devices.%5 par le prix régional</translation>
    </message>
    <message>
        <source>provider &quot;%1&quot;: no storage price, storage counted at 0</source>
        <translation>fournisseur &quot;%1&quot; : pas de prix de stockage, stockage compté à 0</translation>
    </message>
    <message>
        <source>provider &quot;%1&quot;: no egress price, egress counted at 0</source>
        <translation>fournisseur &quot;%1&quot; : pas de prix de sortie de données, sortie comptée à 0</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: %2</source>
        <translation>site &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <source>the %1 commitment runs past the horizon: its remaining months are charged in the last month</source>
        <translation>l’engagement %1 dépasse l’horizon : ses mois restants sont facturés le dernier mois</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: %2 tokens/min is above its published limit of %3 tokens/min: a higher tier or a provisioned-throughput contract is needed</source>
        <translation>site &quot;%1&quot; : %2 jetons/min dépassent sa limite publiée de %3 jetons/min : il faut un palier supérieur ou un contrat de débit réservé</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: %2 requests/min is above its published limit of %3 requests/min: a higher tier or a provisioned-throughput contract is needed</source>
        <translation>site &quot;%1&quot; : %2 requêtes/min dépassent sa limite publiée de %3 requêtes/min : il faut un palier supérieur ou un contrat de débit réservé</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; publishes no batch discount</source>
        <translation>le site &quot;%1&quot; ne publie pas de remise batch</translation>
    </message>
    <message>
        <source>moving %1 TB per month from &quot;%2&quot; to &quot;%3&quot; takes longer than a month over the WAN: the data cannot keep up</source>
        <translation>transférer %1 To par mois de &quot;%2&quot; vers &quot;%3&quot; prend plus d’un mois sur le WAN : les données ne peuvent pas suivre</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; does not offer or host device &quot;%2&quot;</source>
        <translation>le site &quot;%1&quot; ne propose ni n’héberge l’appareil &quot;%2&quot;</translation>
    </message>
    <message>
        <source>burst site &quot;%1&quot; is not a cloud region</source>
        <translation>le site de débordement &quot;%1&quot; n’est pas une région cloud</translation>
    </message>
    <message>
        <source>bursting needs an owned compute site (on-prem, colocation or edge)</source>
        <translation>le débordement demande un site de calcul propre (on-prem, colocation ou edge)</translation>
    </message>
    <message>
        <source>burst site &quot;%1&quot; does not offer device &quot;%2&quot;</source>
        <translation>le site de débordement &quot;%1&quot; ne propose pas l’appareil &quot;%2&quot;</translation>
    </message>
    <message>
        <source>fallback site &quot;%1&quot;: its cost is not included (evaluate it as its own placement)</source>
        <translation>site de repli &quot;%1&quot; : son coût n’est pas inclus (évaluez-le comme un placement à part)</translation>
    </message>
    <message>
        <source>the API is cheaper at any volume this self-hosted cluster can serve: break-even %1 output tokens/month, capacity %2</source>
        <translation>l’API est moins chère à tout volume que ce cluster auto-hébergé peut servir : seuil de rentabilité %1 jetons de sortie/mois, capacité %2</translation>
    </message>
    <message>
        <source>comparison with &quot;%1&quot;: %2</source>
        <translation>comparaison avec &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <source>data site</source>
        <translation>site de données</translation>
    </message>
    <message>
        <source>burst site</source>
        <translation>site de débordement</translation>
    </message>
    <message>
        <source>fallback site</source>
        <translation>site de repli</translation>
    </message>
    <message>
        <source>compute site</source>
        <translation>site de calcul</translation>
    </message>
    <message>
        <source>%1, jurisdiction %2</source>
        <translation>%1, juridiction %2</translation>
    </message>
    <message>
        <source>data class &quot;%1&quot; may not go to %2 &quot;%3&quot; (%4)</source>
        <translation>la classe de données &quot;%1&quot; ne peut pas aller au %2 &quot;%3&quot; (%4)</translation>
    </message>
    <message>
        <source>data class &quot;%1&quot; may not go to %2 &quot;%3&quot; (%4): %5</source>
        <translation>la classe de données &quot;%1&quot; ne peut pas aller au %2 &quot;%3&quot; (%4) : %5</translation>
    </message>
    <message>
        <source>users reach &quot;%1&quot; over the WAN: all %2 output tokens/s</source>
        <translation>les utilisateurs atteignent « %1 » par le WAN : les %2 jetons de sortie/s</translation>
    </message>
    <message>
        <source>cloud burst capacity at &quot;%1&quot;: %2 output tokens/s</source>
        <translation>capacité de débordement cloud à « %1 » : %2 jetons de sortie/s</translation>
    </message>
    <message>
        <source>local model on %1 x %2 at &quot;%3&quot;: %4 output tokens/s</source>
        <translation>modèle local sur %1 x %2 à « %3 » : %4 jetons de sortie/s</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is unreachable: %3 output tokens/s</source>
        <translation>%1 « %2 » est injoignable : %3 jetons de sortie/s</translation>
    </message>
    <message>
        <source>degraded mode: local fallback at &quot;%1&quot;: %2 output tokens/s</source>
        <translation>mode dégradé : secours local à « %1 » : %2 jetons de sortie/s</translation>
    </message>
    <message>
        <source>reliability.storage.capacity_tb: the store holds %1 but one checkpoint is %2</source>
        <translation>reliability.storage.capacity_tb : le stockage contient %1 mais un checkpoint fait %2</translation>
    </message>
    <message>
        <source>at batch %1 all %2 sequences the engine holds are in service on average: under random arrivals the queue grows without bound, so the %3th percentile has no time to first token; lower the batch or add memory</source>
        <translation>au batch %1, les %2 séquences que le moteur contient sont toutes en service en moyenne : avec des arrivées aléatoires la file croît sans borne, le %3e percentile n’a donc pas de temps jusqu’au premier jeton ; réduire le batch ou ajouter de la mémoire</translation>
    </message>
    <message>
        <source>even one prompt per prefill pass misses the time to first token objective: %1 ms (prefill %2 ms, KV transfer %3 ms) on %4</source>
        <translation>même un seul prompt par passe de prefill manque l’objectif de temps jusqu’au premier jeton : %1 ms (prefill %2 ms, transfert KV %3 ms) sur %4</translation>
    </message>
    <message>
        <source>speculative decoding is modelled without pipeline parallelism (pipeline %1): the draft runs between verification steps on the replica&apos;s devices; use pipeline 1</source>
        <translation>le décodage spéculatif est modélisé sans parallélisme de pipeline (pipeline %1) : le brouillon s&apos;exécute entre les étapes de vérification sur les appareils du réplica ; utilisez pipeline 1</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: the prompt (%2 tokens) is above %3 tokens, so the whole request is billed at the long-context prices: %4 input, %5 output per million tokens</source>
        <translation>site &quot;%1&quot; : le prompt (%2 jetons) dépasse %3 jetons, toute la requête est donc facturée aux prix long contexte : %4 en entrée, %5 en sortie par million de jetons</translation>
    </message>
    <message>
        <source>context parallelism (context %1) is modelled without speculative decoding: use context 1, or no speculative decoding</source>
        <translation>le parallélisme de contexte (context %1) est modélisé sans décodage spéculatif : utilisez context 1, ou pas de décodage spéculatif</translation>
    </message>
    <message>
        <source>context parallelism (context %1) shards the KV cache by position; models with sliding-window layers are not modelled with it: use context 1</source>
        <translation>le parallélisme de contexte (context %1) répartit le cache KV par position ; les modèles à couches à fenêtre glissante ne sont pas modélisés avec lui : utilisez context 1</translation>
    </message>
    <message>
        <source>context %1 splits each prompt into 2 x context chunks: the prompt of %2 tokens is shorter than %3; lower context</source>
        <translation>context %1 divise chaque prompt en 2 x context segments : le prompt de %2 jetons est plus court que %3 ; réduisez context</translation>
    </message>
    <message>
        <source>at decode batch %1 the decode pool serves %2 requests/s and the prefill pool at most %3: under random arrivals its queue of prompts grows without bound, so the %4th percentile has no time to first token; add prefill devices or lower the batch</source>
        <translation>au batch de décodage %1, le pool de décodage sert %2 requêtes/s et le pool de prefill au plus %3 : avec des arrivées aléatoires, sa file de prompts croît sans limite, donc le %4e percentile n&apos;a pas de temps jusqu&apos;au premier jeton ; ajoutez des appareils de prefill ou réduisez le batch</translation>
    </message>
    <message>
        <source>the users&apos; region shares sum to %1, not 1: each region&apos;s traffic is its share divided by the sum</source>
        <translation>les parts des régions d&apos;utilisateurs totalisent %1, et non 1 : le trafic de chaque région est sa part divisée par la somme</translation>
    </message>
    <message>
        <source>at batch %1 the engine spends %2 of its time prefilling new prompts: under random arrivals its queue of prompts grows without bound, so no time to first token exists; lower the batch</source>
        <translation>au batch %1, le moteur passe %2 de son temps à faire le prefill de nouveaux prompts : avec des arrivées aléatoires, sa file de prompts croît sans limite, il n&apos;existe donc pas de temps jusqu&apos;au premier jeton ; réduisez le batch</translation>
    </message>
    <message>
        <source>at decode batch %1 the decode pool serves %2 requests/s and the prefill pool at most %3: under random arrivals its queue of prompts grows without bound, so no time to first token exists; add prefill devices or lower the batch</source>
        <translation>au batch de décodage %1, le pool de décodage sert %2 requêtes/s et le pool de prefill au plus %3 : avec des arrivées aléatoires, sa file de prompts croît sans limite, il n&apos;existe donc pas de temps jusqu&apos;au premier jeton ; ajoutez des appareils de prefill ou réduisez le batch</translation>
    </message>
    <message>
        <source>Slow for people waiting on it: %1 per request and %2 per output token. MLPerf Inference&apos;s server scenarios, published bounds for interactive serving, allow %3 per request (GPT-J) and %4 per output token (Llama 2 70B, about reading speed); a tighter TPOT objective makes the search keep to them.</source>
        <translation>Lent pour les personnes qui l&apos;attendent : %1 par requête et %2 par jeton de sortie. Les scénarios serveur de MLPerf Inference, bornes publiées pour le service interactif, admettent %3 par requête (GPT-J) et %4 par jeton de sortie (Llama 2 70B, environ la vitesse de lecture) ; un objectif TPOT plus serré fait que la recherche les respecte.</translation>
    </message>
    <message>
        <source>%3 %1 models serving processes sharing a CPU socket; %2 is not a CPU</source>
        <translation>%3 %1 modélise des processus de service se partageant un socket CPU ; %2 n’est pas un CPU</translation>
    </message>
    <message>
        <source>speculative decoding verifies one sequence per request; beam search (%2 %1) is not combined with it</source>
        <translation>le décodage spéculatif vérifie une séquence par requête ; la recherche en faisceau (%2 %1) ne s&apos;y combine pas</translation>
    </message>
    <message>
        <source>the prefill pool&apos;s weights and one prompt&apos;s KV cache need %1 GB per device, %2 has %3 GiB (%4 GB usable): give %5 more tensor, pipeline or expert parallelism</source>
        <translation>les poids et le cache KV d’un prompt demandent %1 Go par appareil dans le pool de prefill, %2 a %3 Gio (%4 Go utilisables) : donnez à %5 plus de parallélisme tensoriel, de pipeline ou d’experts</translation>
    </message>
    <message>
        <source>weights, gradients, optimizer states and activations need %1 GB per device, %2 has %3 GiB (%4 GB usable): add tensor/pipeline parallelism, a higher %5 or activation recompute</source>
        <translation>les poids, gradients, états de l’optimiseur et activations demandent %1 Go par appareil, %2 a %3 Gio (%4 Go utilisables) : ajoutez du parallélisme tensoriel/de pipeline, un %5 plus élevé ou le recalcul des activations</translation>
    </message>
    <message>
        <source>%3 dualpipe needs an even pipeline of 2 or more stages and %4 1 (pipeline %1, %4 %2)</source>
        <translation>%3 dualpipe exige un pipeline pair d&apos;au moins 2 étages et %4 1 (pipeline %1, %4 %2)</translation>
    </message>
    <message>
        <source>%3 dualpipe feeds half the micro-batches from each end: it needs an even number of them, at least the pipeline&apos;s %1 (%2)</source>
        <translation>%3 dualpipe injecte la moitié des micro-lots par chaque extrémité : il en faut un nombre pair, au moins les %1 étages du pipeline (%2)</translation>
    </message>
    <message>
        <source>%1 needs precision fp8 and a software stack holding 16-bit weights (megatron, deepspeed)</source>
        <translation>%1 nécessite la précision fp8 et une pile logicielle conservant des poids 16 bits (megatron, deepspeed)</translation>
    </message>
    <message>
        <source>%1 has no host link in the catalog: %2 needs one</source>
        <translation>%1 n’a pas de lien hôte dans le catalogue : %2 en a besoin</translation>
    </message>
    <message>
        <source>%4 %5 splits a model only within one host (%1 %2 per host), not across %3 devices: use vllm or sglang, or fewer devices per replica</source>
        <translation>%4 %5 ne répartit un modèle qu’au sein d’un hôte (%1 %2 par hôte), pas sur %3 appareils : utilisez vllm ou sglang, ou moins d’appareils par réplique</translation>
    </message>
    <message>
        <source>%3 %1 runs on GPUs and accelerators (use maxtext on TPUs); %2 is not one</source>
        <translation>%3 %1 tourne sur GPU et accélérateurs (utilisez maxtext sur TPU) ; %2 n’en est pas un</translation>
    </message>
    <message>
        <source>%3 %1 runs on GPUs, accelerators and CPUs (use maxtext on TPUs); %2 is not one</source>
        <translation>%3 %1 tourne sur GPU, accélérateurs et CPU (utilisez maxtext sur TPU) ; %2 n’en est pas un</translation>
    </message>
    <message>
        <source>%3 %1 runs on TPUs and NVIDIA GPUs; %2 is not one</source>
        <translation>%3 %1 tourne sur TPU et GPU NVIDIA ; %2 n’en est pas un</translation>
    </message>
    <message>
        <source>%3 %1 runs on NVIDIA GPUs only; %2 is not one</source>
        <translation>%3 %1 ne tourne que sur GPU NVIDIA ; %2 n’en est pas un</translation>
    </message>
    <message>
        <source>%3 %1 is not among the stacks the catalog lists for %2</source>
        <translation>%3 %1 ne fait pas partie des piles que le catalogue indique pour %2</translation>
    </message>
    <message>
        <source>%3 %1 runs on NVIDIA and AMD GPUs and on CPUs; %2 is not one</source>
        <translation>%3 %1 tourne sur GPU NVIDIA et AMD et sur CPU ; %2 n’en est pas un</translation>
    </message>
    <message>
        <source>%3 %1 runs on CPUs and GPUs; %2 is not one</source>
        <translation>%3 %1 tourne sur CPU et GPU ; %2 n’en est pas un</translation>
    </message>
    <message>
        <source>%3 %1 runs on TPUs only; %2 is not one</source>
        <translation>%3 %1 ne tourne que sur TPU ; %2 n’en est pas un</translation>
    </message>
    <message>
        <source>%3 %1 runs on AWS Trainium and Inferentia only; %2 is not one</source>
        <translation>%3 %1 ne tourne que sur AWS Trainium et Inferentia ; %2 n’en est pas un</translation>
    </message>
    <message>
        <source>no purchase price for device &quot;%1&quot;: set %2 or add prices.on_prem.servers.%1</source>
        <translation>pas de prix d’achat pour l’appareil &quot;%1&quot; : réglez %2 ou ajoutez prices.on_prem.servers.%1</translation>
    </message>
    <message>
        <source>owned site: no staff cost counted (%1)</source>
        <translation>site propre : aucun coût de personnel compté (%1)</translation>
    </message>
    <message>
        <source>staff default dominates: %1 of this owned option&apos;s cost for %2 devices; state %3</source>
        <translation>la valeur par défaut du personnel domine : %1 du coût de cette option en propre pour %2 appareils ; indiquez %3</translation>
    </message>
    <message>
        <source>fallback &quot;%1&quot; has no stated capacity (%2)</source>
        <translation>le secours « %1 » n’a pas de capacité indiquée (%2)</translation>
    </message>
    <message>
        <source>site &quot;%1&quot;: no %2</source>
        <translation>site &quot;%1&quot; : pas de %2</translation>
    </message>
    <message>
        <source>%3 says &quot;global&quot;: prompts may be processed anywhere, and &quot;%1&quot; data must be processed in %2</source>
        <translation>%3 indique &quot;global&quot; : les prompts peuvent être traités n’importe où, et les données &quot;%1&quot; doivent être traitées dans %2</translation>
    </message>
    <message>
        <source>%4 lists &quot;%1&quot;, outside %2, where &quot;%3&quot; data must be processed</source>
        <translation>%4 cite &quot;%1&quot;, hors de %2, où les données &quot;%3&quot; doivent être traitées</translation>
    </message>
</context>
<context>
    <name>ap::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>The project was not opened and its file is unchanged: correct these fields, then open it again.</source>
        <translation>Le projet n’a pas été ouvert et son fichier est inchangé : corrigez ces champs, puis rouvrez-le.</translation>
    </message>
    <message>
        <source>Calibration not loaded, built-in values used: %1</source>
        <translation>Calibrage non chargé, valeurs intégrées utilisées : %1</translation>
    </message>
    <message>
        <source>No file name given.</source>
        <translation>Aucun nom de fichier indiqué.</translation>
    </message>
</context>
<context>
    <name>ap::Recommendation</name>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>slo</source>
        <translation>SLO de latence</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>échéance</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>débit</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>budget</translation>
    </message>
    <message>
        <source>availability</source>
        <translation>disponibilité</translation>
    </message>
    <message>
        <source>power</source>
        <translation>puissance électrique</translation>
    </message>
    <message>
        <source>sovereignty</source>
        <translation>souveraineté</translation>
    </message>
    <message>
        <source>price</source>
        <translation>prix</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>non proposé</translation>
    </message>
    <message>
        <source>device</source>
        <translation>appareil</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>découpage</translation>
    </message>
    <message>
        <source>reliability</source>
        <translation>fiabilité</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>placement</translation>
    </message>
    <message>
        <source>time to train %1 misses the deadline of %2</source>
        <translation>durée d’entraînement %1, au-delà de l’échéance de %2</translation>
    </message>
    <message>
        <source>%1 tokens/s is below the required %2</source>
        <translation>%1 jetons/s, en dessous des %2 requis</translation>
    </message>
    <message>
        <source>the run costs %1, over the budget of %2</source>
        <translation>l’entraînement coûte %1, au-delà du budget de %2</translation>
    </message>
    <message>
        <source>TTFT %1 ms (incl. the network) misses the SLO of %2 ms</source>
        <translation>TTFT %1 ms (réseau compris), au-delà du SLO de %2 ms</translation>
    </message>
    <message>
        <source>TPOT %1 ms misses the SLO of %2 ms</source>
        <translation>TPOT %1 ms, au-delà du SLO de %2 ms</translation>
    </message>
    <message>
        <source>p%1 TTFT %2 ms incl. the network misses the SLO of %3 ms</source>
        <translation>TTFT p%1 %2 ms (réseau compris), au-delà du SLO de %3 ms</translation>
    </message>
    <message>
        <source>p%1 TPOT %2 ms misses the SLO of %3 ms</source>
        <translation>TPOT p%1 %2 ms, au-delà du SLO de %3 ms</translation>
    </message>
    <message>
        <source>costs %1 over %2 months, over the budget of %3</source>
        <translation>coûte %1 sur %2 mois, au-delà du budget de %3</translation>
    </message>
    <message>
        <source>availability %1 is below the target of %2</source>
        <translation>disponibilité %1, en dessous de l’objectif de %2</translation>
    </message>
    <message>
        <source>draws %1 kW at site %2, over its envelope of %3 kW</source>
        <translation>consomme %1 kW sur le site %2, au-delà de son enveloppe de %3 kW</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>%1 par entraînement</translation>
    </message>
    <message>
        <source>%1 per million output tokens</source>
        <translation>%1 par million de jetons de sortie</translation>
    </message>
    <message>
        <source>%1 to train</source>
        <translation>%1 d’entraînement</translation>
    </message>
    <message>
        <source>%1 per request</source>
        <translation>%1 par requête</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <translation>%1 par étape</translation>
    </message>
    <message>
        <source>%1 to first token</source>
        <translation>%1 jusqu’au premier jeton</translation>
    </message>
    <message>
        <source>%1 kWh per run</source>
        <translation>%1 kWh par entraînement</translation>
    </message>
    <message>
        <source>%1 kWh per million tokens</source>
        <translation>%1 kWh par million de jetons</translation>
    </message>
    <message>
        <source>%1 kg CO2e per run</source>
        <translation>%1 kg CO2e par entraînement</translation>
    </message>
    <message>
        <source>%1 kg CO2e per million tokens</source>
        <translation>%1 kg CO2e par million de jetons</translation>
    </message>
    <message>
        <source>%1 cost spread</source>
        <translation>%1 de dispersion du coût</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coût</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>latence</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>énergie</translation>
    </message>
    <message>
        <source>carbon</source>
        <translation>carbone</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>risque</translation>
    </message>
    <message>
        <source>Against the best %1 option (%2, %3), %4 is %5 cheaper per unit of work: its all-in device-hour costs %6 as much (%7 vs %8) and each device does %9 the work.</source>
        <translation>Face à la meilleure option en %1 (%2, %3), %4 est %5 moins cher par unité de travail : son heure-appareil, tout compris, coûte %6 autant (%7 contre %8) et chaque appareil fournit %9 le travail.</translation>
    </message>
    <message>
        <source>Decode at batch %1 is memory-bound: %2 streams %3 TB/s against %4 TB/s for %5, %6 the bandwidth per dollar.</source>
        <translation>Le décodage au lot %1 est limité par la mémoire : %2 débite %3 To/s contre %4 To/s pour %5, soit %6 la bande passante par dollar.</translation>
    </message>
    <message>
        <source>Training is %1-bound here (MFU %2 vs %3): %4 peaks at %5 TFLOP/s against %6 for %7, %8 the FLOP/s per dollar.</source>
        <translation>L’entraînement est ici limité (%1) : MFU %2 contre %3 ; %4 culmine à %5 TFLOP/s contre %6 pour %7, soit %8 les FLOP/s par dollar.</translation>
    </message>
    <message>
        <source>Serving is %1-bound here: %2 peaks at %3 TFLOP/s against %4 for %5, %6 the FLOP/s per dollar.</source>
        <translation>Le service est ici limité (%1) : %2 culmine à %3 TFLOP/s contre %4 pour %5, soit %6 les FLOP/s par dollar.</translation>
    </message>
    <message>
        <source>Renting at %1 beats owning at %2 for this job: %3 against %4 per unit of work; an owned device-hour costs %5 all-in at %6 utilisation, a rented one %7.</source>
        <translation>Louer chez %1 l’emporte sur l’exploitation propre à %2 pour cette tâche : %3 contre %4 par unité de travail ; une heure-appareil possédée coûte %5 tout compris à %6 d’utilisation, une heure louée %7.</translation>
    </message>
    <message>
        <source>Owning at %1 beats renting at %2 for this job: %3 against %4 per unit of work; an owned device-hour costs %5 all-in at %6 utilisation, a rented one %7.</source>
        <translation>L’exploitation propre à %1 l’emporte sur la location chez %2 pour cette tâche : %3 contre %4 par unité de travail ; une heure-appareil possédée coûte %5 tout compris à %6 d’utilisation, une heure louée %7.</translation>
    </message>
    <message>
        <source>Cumulative cash: owning at %1 overtakes renting at %2 in month %3 of %4.</source>
        <translation>Trésorerie cumulée : l’exploitation propre à %1 dépasse la location chez %2 au mois %3 sur %4.</translation>
    </message>
    <message>
        <source>Cumulative cash: owning at %1 does not pay back against renting at %2 within %3 months.</source>
        <translation>Trésorerie cumulée : l’exploitation propre à %1 n’est pas rentabilisée face à la location chez %2 en %3 mois.</translation>
    </message>
    <message>
        <source>Egress is %1 of the %2 option&apos;s cost: %3 TB/month of responses leave the cloud at its tiered internet rates.</source>
        <translation>L’egress représente %1 du coût de l’option %2 : %3 To/mois de réponses quittent le cloud à ses tarifs internet dégressifs.</translation>
    </message>
    <message>
        <source>Best for %1: %2 at %3 (%4, %5, cost spread %6).</source>
        <translation>Meilleur pour le critère %1 : %2 à %3 (%4, %5, dispersion du coût %6).</translation>
    </message>
    <message>
        <source>Runner-up: %1 at %2 (%3 the winner&apos;s).</source>
        <translation>Deuxième : %1 à %2 (%3 la valeur du gagnant).</translation>
    </message>
    <message>
        <source>the %1 price behind this result has low confidence in the price book (see its source; override it with a quote)</source>
        <translation>le prix de %1 sur lequel repose ce résultat est peu fiable dans le barème (voir sa source ; remplacez-le par un devis)</translation>
    </message>
    <message>
        <source>no published measurement of the %1 family is in the calibration set, so its efficiency is assumed from the calibrated families (spread %2)</source>
        <translation>aucune mesure publiée de la famille %1 ne figure dans le jeu de calibrage, son efficacité est donc déduite des familles calibrées (dispersion %2)</translation>
    </message>
    <message>
        <source>Caveat: %1; %2.</source>
        <translation>Réserve : %1 ; %2.</translation>
    </message>
    <message>
        <source>Caveat: %1.</source>
        <translation>Réserve : %1.</translation>
    </message>
    <message>
        <source>The deadline binds: the winner needs %1 of the %2 allowed.</source>
        <translation>L’échéance est contraignante : le gagnant a besoin de %1 sur les %2 autorisés.</translation>
    </message>
    <message>
        <source>The TPOT SLO binds: %1 of %2.</source>
        <translation>Le SLO TPOT est contraignant : %1 sur %2.</translation>
    </message>
    <message>
        <source>Availability %1 meets the %2 target only with the %3 fallback: no single site and path does.</source>
        <translation>La disponibilité de %1 n’atteint l’objectif de %2 qu’avec le secours %3 : aucun site seul avec son chemin n’y parvient.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Rejected: %1.</source>
        <translation>Rejetés : %1.</translation>
    </message>
    <message>
        <source>cloud device-hour prices</source>
        <translation>prix cloud de l’heure-appareil</translation>
    </message>
    <message>
        <source>hardware purchase prices</source>
        <translation>prix d’achat du matériel</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>prix de l’électricité</translation>
    </message>
    <message>
        <source>utilisation of owned hardware</source>
        <translation>utilisation du matériel possédé</translation>
    </message>
    <message>
        <source>egress volume</source>
        <translation>volume d’egress</translation>
    </message>
    <message>
        <source>model efficiency</source>
        <translation>efficacité du modèle</translation>
    </message>
    <message>
        <source>failure rate</source>
        <translation>taux de panne</translation>
    </message>
    <message>
        <source>serving demand</source>
        <translation>demande de service</translation>
    </message>
    <message>
        <source>TTFT SLO</source>
        <translation>SLO TTFT</translation>
    </message>
    <message>
        <source>If %1 rose by %2%, %3 would win.</source>
        <translation>Avec une hausse de %2 % (%1), %3 l’emporterait.</translation>
    </message>
    <message>
        <source>If %1 fell by %2%, %3 would win.</source>
        <translation>Avec une baisse de %2 % (%1), %3 l’emporterait.</translation>
    </message>
    <message>
        <source>A %1 below %2 rules out the winner; %3 would win.</source>
        <translation>Seuil « %1 » sous %2 : le gagnant est exclu ; %3 l’emporterait.</translation>
    </message>
    <message>
        <source>A %1 below %2 rules out the winner; no searched option is left.</source>
        <translation>Seuil « %1 » sous %2 : le gagnant est exclu ; aucune option explorée ne reste.</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>no parallel layout of %1 x %2 fits the global batch of %3 sequences</source>
        <translation>aucun découpage parallèle de %1 × %2 ne convient au lot global de %3 séquences</translation>
    </message>
    <message>
        <source>even at 100% of peak %1 x %2 need %3 for %4 tokens, more than the deadline of %5</source>
        <translation>même à 100 % du pic, %1 × %2 mettent %3 pour %4 jetons, plus que l’échéance de %5</translation>
    </message>
    <message>
        <source>infeasible</source>
        <translation>non faisable</translation>
    </message>
    <message>
        <source>the demand needs %1 x %2, more than search.max_devices (%3)</source>
        <translation>la demande nécessite %1 × %2, plus que search.max_devices (%3)</translation>
    </message>
    <message>
        <source>site %1 lists %2 but the price book has no price for the searched commitments</source>
        <translation>le site %1 propose %2 mais le barème n’a aucun prix pour les modes d’acquisition explorés</translation>
    </message>
    <message>
        <source>x%1 replicas</source>
        <translation>%1 répliques</translation>
    </message>
    <message>
        <source>%1 x%2 replicas</source>
        <translation>%1, %2 répliques</translation>
    </message>
    <message>
        <source>1 device</source>
        <translation>1 appareil</translation>
    </message>
    <message>
        <source>on_demand</source>
        <translation>à la demande</translation>
    </message>
    <message>
        <source>commit_1y</source>
        <translation>réservé 1 an</translation>
    </message>
    <message>
        <source>commit_3y</source>
        <translation>réservé 3 ans</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>cache</translation>
    </message>
    <message>
        <source>host_link</source>
        <translation>liaison hôte</translation>
    </message>
    <message>
        <source>scale_up</source>
        <translation>liaison scale-up</translation>
    </message>
    <message>
        <source>scale_out</source>
        <translation>réseau scale-out</translation>
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
        <translation>%1 + secours %2</translation>
    </message>
    <message>
        <source>%1 x %2 @ %3, %4</source>
        <translation>%1 × %2 @ %3, %4</translation>
    </message>
    <message>
        <source>default study: up to %1 devices (4 x the scenario&apos;s %2)</source>
        <translation>étude par défaut : jusqu’à %1 appareils (4 × les %2 du scénario)</translation>
    </message>
    <message>
        <source>default study: deadline = 1.5 x the scenario&apos;s own time to train (%1)</source>
        <translation>étude par défaut : échéance = 1,5 × la durée d’entraînement du scénario (%1)</translation>
    </message>
    <message>
        <source>default study: carries the scenario&apos;s own load (%1 output tokens/s)</source>
        <translation>étude par défaut : absorbe la charge du scénario (%1 jetons de sortie/s)</translation>
    </message>
    <message>
        <source>No candidate meets the constraints: %1 options were rejected.</source>
        <translation>Aucun candidat ne respecte les contraintes : %1 options ont été rejetées.</translation>
    </message>
    <message>
        <source>%1 for %2 (e.g. %3)</source>
        <translation>%1 (%2), p. ex. %3</translation>
    </message>
    <message>
        <source>the template scenario has no placement: defaults used (36 months, upfront capex, the price book&apos;s prices)</source>
        <translation>le scénario modèle n’a pas de placement : valeurs par défaut utilisées (36 mois, investissement payé d’avance, prix du barème)</translation>
    </message>
    <message>
        <source>site &quot;%1&quot; is a public model API: not searched (no device)</source>
        <translation>le site « %1 » est une API de modèle publique : non exploré (pas d’appareil)</translation>
    </message>
    <message>
        <source>device prices: log-normal, CV %1% / %2% / %3% for high / medium / low confidence, one draw per price</source>
        <translation>prix des appareils : log-normale, CV %1 % / %2 % / %3 % pour une fiabilité haute / moyenne / basse, un tirage par prix</translation>
    </message>
    <message>
        <source>electricity price: log-normal, CV %1%</source>
        <translation>prix de l’électricité : log-normale, CV %1 %</translation>
    </message>
    <message>
        <source>utilisation of owned hardware: normal, SD %1 around %2, clamped to [0.05, 1]</source>
        <translation>utilisation du matériel possédé : normale, écart-type %1 autour de %2, bornée à [0,05 ; 1]</translation>
    </message>
    <message>
        <source>model efficiency: log-normal per architecture family, CV = calibration error (%1%, x3 for families without measurements)</source>
        <translation>efficacité du modèle : log-normale par famille d’architecture, CV = erreur de calibrage (%1 %, x3 pour les familles sans mesures)</translation>
    </message>
    <message>
        <source>failure and timeout rates: log-normal, CV %1%</source>
        <translation>taux de pannes et de dépassements de délai : log-normale, CV %1 %</translation>
    </message>
    <message>
        <source>If %1 rose by %2%, the winner would fail the %3 constraint and %4 would win.</source>
        <translation>Avec une hausse de %2 % (%1), le gagnant ne respecterait plus la contrainte %3 et %4 l’emporterait.</translation>
    </message>
    <message>
        <source>If %1 fell by %2%, the winner would fail the %3 constraint and %4 would win.</source>
        <translation>Avec une baisse de %2 % (%1), le gagnant ne respecterait plus la contrainte %3 et %4 l’emporterait.</translation>
    </message>
    <message>
        <source>If %1 rose by %2%, the winner would fail the %3 constraint and no searched option would be left.</source>
        <translation>Avec une hausse de %2 % (%1), le gagnant ne respecterait plus la contrainte %3 et aucune option explorée ne resterait.</translation>
    </message>
    <message>
        <source>If %1 fell by %2%, the winner would fail the %3 constraint and no searched option would be left.</source>
        <translation>Avec une baisse de %2 % (%1), le gagnant ne respecterait plus la contrainte %3 et aucune option explorée ne resterait.</translation>
    </message>
    <message>
        <source>TTFT %1 incl. the users&apos; network, TPOT %2</source>
        <translation>TTFT %1 réseau des utilisateurs compris, TPOT %2</translation>
    </message>
    <message>
        <source>%1 x %2: %3</source>
        <translation>%1 x %2 : %3</translation>
    </message>
    <message>
        <source>No demand: options are compared at equal work, per million output tokens at each option&apos;s own capacity. An owned site buys whole servers, so there a layout runs the replicas its servers hold rather than one replica on part of a server.</source>
        <translation>Sans demande : les options sont comparées à travail égal, par million de jetons de sortie à la capacité propre de chaque option. Un site en propre achète des serveurs entiers ; une disposition y exécute donc autant de répliques que ses serveurs en contiennent, plutôt qu&apos;une réplique sur une partie de serveur.</translation>
    </message>
    <message>
        <source>%1 to %2 to train, %3 to %4 per run</source>
        <translation>%1 à %2 d’entraînement, %3 à %4 par exécution</translation>
    </message>
    <message>
        <source>TPOT %1 to %2, %3 to %4 per million output tokens</source>
        <translation>TPOT %1 à %2, %3 à %4 par million de jetons de sortie</translation>
    </message>
    <message>
        <source>How sure: the model&apos;s P10-P90 range for the winner is %1 (its errors on %2 measured runs, regime %3)</source>
        <translation>Quelle certitude : la plage P10–P90 du modèle pour l’option retenue est %1 (ses erreurs sur %2 exécutions mesurées, régime %3)</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1; the best %2 option, at %3, lies inside it: the difference is within the model&apos;s error.</source>
        <translation>%1 ; la meilleure option %2, à %3, s’y trouve : l’écart reste dans l’erreur du modèle.</translation>
    </message>
    <message>
        <source>%1; the best %2 option, at %3, lies outside it: the difference is larger than the model&apos;s error.</source>
        <translation>%1 ; la meilleure option %2, à %3, est en dehors : l’écart dépasse l’erreur du modèle.</translation>
    </message>
    <message>
        <source>model performance: log-normal per regime (device family, phase, dense/MoE, context), its P10 and P90 those of the regime&apos;s prediction band (the model&apos;s errors on measured runs), one draw per regime</source>
        <translation>performance du modèle : log-normale par régime (famille d’appareils, phase, dense/MoE, contexte), de P10 et P90 ceux de la bande de prédiction du régime (les erreurs du modèle sur des exécutions mesurées), un tirage par régime</translation>
    </message>
    <message>
        <source>Monte Carlo over %1 samples: the winner beats the runner-up in %2 of them and is the best of all options in %3.</source>
        <translation>Monte Carlo sur %1 tirages : l’option retenue bat la deuxième dans %2 d’entre eux et est la meilleure de toutes les options dans %3.</translation>
    </message>
    <message>
        <source>%1: %2 measured runs, speed %3 to %4 of the prediction</source>
        <translation>%1 : %2 exécutions mesurées, vitesse de %3 à %4 de la prédiction</translation>
    </message>
    <message>
        <source>These odds include the model&apos;s own error: each option&apos;s speed is drawn from the P10-P90 band of its regime (%1), one draw per regime and sample, shared by the options of that regime.</source>
        <translation>Ces probabilités incluent l’erreur propre du modèle : la vitesse de chaque option est tirée de la bande P10–P90 de son régime (%1), une valeur par régime et par tirage, commune aux options de ce régime.</translation>
    </message>
    <message>
        <source>Caveat: the question keeps serving without the WAN (the template runs at %1), but this answer rents %2: while the WAN is down, about %3 h a year, it serves %4 of %5 output tokens/s (%6 tokens/s lost).</source>
        <translation>Réserve : la question demande de servir sans WAN (le modèle tourne à %1), mais cette réponse loue %2 : pendant une coupure du WAN, environ %3 h par an, elle sert %4 de %5 jetons de sortie/s (%6 jetons/s perdus).</translation>
    </message>
    <message>
        <source>Caveat: spot capacity at %1 can also be reclaimed by the provider at any time, WAN or not.</source>
        <translation>Réserve : la capacité spot à %1 peut aussi être reprise par le fournisseur à tout moment, WAN ou non.</translation>
    </message>
    <message>
        <source>The best option that keeps serving with the WAN down: %1 at %2 (%3 the winner&apos;s).</source>
        <translation>La meilleure option qui continue de servir sans WAN : %1 à %2 (%3 celle du gagnant).</translation>
    </message>
    <message>
        <source>No feasible option of the search keeps serving with the WAN down: add an owned or edge site to the study&apos;s sites.</source>
        <translation>Aucune option réalisable de la recherche ne continue de servir sans WAN : ajoutez un site propre ou edge aux sites de l&apos;étude.</translation>
    </message>
    <message>
        <source>Owning charges this run its share of the hardware&apos;s %1-month life at %2 utilisation: the cluster is assumed to keep working after the run. Bought and run for this job alone, the %1 months cost %3 (set the template placement&apos;s %4 or %5 to price that case).</source>
        <translation>L’exploitation propre impute à cet entraînement sa part des %1 mois de vie du matériel à %2 d’utilisation : le cluster est supposé continuer à travailler après l’entraînement. Acheté et exploité pour cette seule tâche, les %1 mois coûtent %3 (réglez %4 ou %5 dans le placement du scénario modèle pour chiffrer ce cas).</translation>
    </message>
</context>
<context>
    <name>ap::RecommendationPanel</name>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>&amp;Add as Scenario</source>
        <translation>&amp;Ajouter comme scénario</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the running search</source>
        <translation>Arrêter la recherche en cours</translation>
    </message>
    <message>
        <source>The project&apos;s recommend studies, or one per distinct workload</source>
        <translation>Les études de recommandation du projet, ou une par charge de travail distincte</translation>
    </message>
    <message>
        <source>What the ranking minimises (overrides the study&apos;s choice)</source>
        <translation>Ce que le classement minimise (remplace le choix de l’étude)</translation>
    </message>
    <message>
        <source>Search every device, count, layout, site and commitment</source>
        <translation>Explorer chaque appareil, nombre, découpage, site et mode d’acquisition</translation>
    </message>
    <message>
        <source>Add the selected candidate to the project as a scenario</source>
        <translation>Ajouter le candidat sélectionné au projet comme scénario</translation>
    </message>
    <message>
        <source>Press Search to find the best options for this study.</source>
        <translation>Appuyez sur Rechercher pour trouver les meilleures options pour cette étude.</translation>
    </message>
    <message>
        <source>S&amp;tudy:</source>
        <translation>É&amp;tude :</translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation>&amp;Objectif :</translation>
    </message>
    <message>
        <source>Trade-offs</source>
        <translation>Compromis</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilité</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Incertitude</translation>
    </message>
    <message>
        <source>The device catalog or the prices changed during the search: search again.</source>
        <translation>Le catalogue des appareils ou les prix ont changé pendant la recherche : relancez-la.</translation>
    </message>
    <message>
        <source>The device catalog or the prices changed: search again.</source>
        <translation>Le catalogue des appareils ou les prix ont changé : relancez la recherche.</translation>
    </message>
    <message>
        <source>Study %1</source>
        <translation>Étude %1</translation>
    </message>
    <message>
        <source>The project changed during the search: search again.</source>
        <translation>Le projet a changé pendant la recherche : relancez-la.</translation>
    </message>
    <message>
        <source>The project changed: search again.</source>
        <translation>Le projet a changé : relancez la recherche.</translation>
    </message>
    <message>
        <source>The project has no scenario to search from.</source>
        <translation>Le projet n’a aucun scénario d’où partir.</translation>
    </message>
    <message>
        <source>The search was cancelled: press Search to run it again.</source>
        <translation>La recherche a été annulée : appuyez sur Rechercher pour la relancer.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Re-ranking…</source>
        <translation>Reclassement…</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) evaluated</source>
        <translation>
            <numerusform>%n candidat évalué</numerusform>
            <numerusform>%n candidats évalués</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 layouts</source>
        <translation>%1 découpages sur %2</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>La recherche a échoué : %1</translation>
    </message>
    <message>
        <source>Relax a constraint or widen the search.</source>
        <translation>Assouplissez une contrainte ou élargissez la recherche.</translation>
    </message>
    <message>
        <source>Sampled: %1</source>
        <translation>Échantillonné : %1</translation>
    </message>
    <message>
        <source>No Monte Carlo comparison for this search.</source>
        <translation>Pas de comparaison Monte-Carlo pour cette recherche.</translation>
    </message>
    <message>
        <source>Select a candidate first.</source>
        <translation>Sélectionnez d’abord un candidat.</translation>
    </message>
    <message>
        <source>The study&apos;s template scenario is gone.</source>
        <translation>Le scénario modèle de l’étude n’existe plus.</translation>
    </message>
    <message>
        <source>Could not add the scenario: %1</source>
        <translation>Impossible d’ajouter le scénario : %1</translation>
    </message>
    <message>
        <source>Added the scenario &quot;%1&quot; (Edit &gt; Undo removes it).</source>
        <translation>Scénario « %1 » ajouté (Édition &gt; Annuler le retire).</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparer</translation>
    </message>
    <message>
        <source>Compare the selected candidates side by side in the Compare view (Ctrl+click to select several; with one selected, the winner is compared too)</source>
        <translation>Comparer côte à côte les candidats sélectionnés dans la vue Comparer (Ctrl+clic pour en sélectionner plusieurs ; avec un seul, le gagnant est comparé aussi)</translation>
    </message>
    <message>
        <source>%1 over %2 samples (seed %3). Head to head: the recommended option beats the runner-up in %4 % of the samples. P(best of all), in the legend and the table, is the share of samples in which an option beats every other one: it is lower when a third option wins some samples.</source>
        <translation>%1 sur %2 tirages (graine %3). En face à face : l’option recommandée bat la deuxième dans %4 % des tirages. P(meilleur de tous), dans la légende et le tableau, est la part des tirages où une option bat toutes les autres : elle est plus faible quand une troisième option gagne certains tirages.</translation>
    </message>
    <message>
        <source>%1 over %2 samples (seed %3).</source>
        <translation>%1 sur %2 tirages (graine %3).</translation>
    </message>
    <message>
        <source>Select one or more candidates first.</source>
        <translation>Sélectionnez d’abord un ou plusieurs candidats.</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>n° %1 %2</translation>
    </message>
    <message>
        <source>Cannot compare this candidate: %1</source>
        <translation>Impossible de comparer ce candidat : %1</translation>
    </message>
</context>
<context>
    <name>ap::RecommendationText</name>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidat</numerusform>
            <numerusform>%n candidats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n découpage</numerusform>
            <numerusform>%n découpages</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) searched in %3 ms, %4 feasible</source>
        <translation>%1 (%2) explorés en %3 ms, %4 faisables</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Recommandé : %1</translation>
    </message>
    <message>
        <source>No candidate meets every constraint.</source>
        <translation>Aucun candidat ne respecte toutes les contraintes.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>What would flip it</source>
        <translation>Ce qui inverserait le résultat</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>, e.g. %1</source>
        <translation>, p. ex. %1</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejetés</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2) : %3</translation>
    </message>
    <message>
        <source>Closest rejected options</source>
        <translation>Options rejetées de peu</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
</context>
<context>
    <name>ap::ReferenceOperators</name>
    <message>
        <source>Decode GEMV 1×8192×8192</source>
        <translation>GEMV de décodage 1×8192×8192</translation>
    </message>
    <message>
        <source>Attention decode, 8k context</source>
        <translation>Décodage d’attention, contexte 8k</translation>
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
        <translation>Prefill d’attention, 4k jetons</translation>
    </message>
</context>
<context>
    <name>ap::RooflineChart</name>
    <message>
        <source>Arithmetic intensity</source>
        <translation>Intensité arithmétique</translation>
    </message>
    <message>
        <source>FLOP/byte</source>
        <translation>FLOP/octet</translation>
    </message>
    <message>
        <source>Attainable performance</source>
        <translation>Performance atteignable</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>calcul</translation>
    </message>
    <message>
        <source>on-chip cache</source>
        <translation>cache sur puce</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bande passante mémoire</translation>
    </message>
    <message>
        <source>host link</source>
        <translation>liaison hôte</translation>
    </message>
    <message>
        <source>scale-up link</source>
        <translation>liaison scale-up</translation>
    </message>
    <message>
        <source>scale-out network</source>
        <translation>réseau scale-out</translation>
    </message>
    <message>
        <source>Roofline, %1 dense peak</source>
        <translation>Roofline, pic dense %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Ridge point: peak / memory bandwidth</source>
        <translation>Point d’inflexion : pic / bande passante mémoire</translation>
    </message>
    <message>
        <source>Cache, host link, scale-up, scale-out ceilings</source>
        <translation>Plafonds cache, liaison hôte, scale-up, scale-out</translation>
    </message>
    <message>
        <source>No device selected</source>
        <translation>Aucun appareil sélectionné</translation>
    </message>
    <message>
        <source>Not plotted, no %1 peak: %2</source>
        <translation>Non tracé, pas de pic %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Not plotted, no %1 peak: %n device(s)</source>
        <translation>
            <numerusform>Non tracé, pas de pic %1 : %n appareil</numerusform>
            <numerusform>Non tracé, pas de pic %1 : %n appareils</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, memory roofline (%2, peak %3)</source>
        <translation>%1, roofline mémoire (%2, pic %3)</translation>
    </message>
    <message>
        <source>%1, %2 ceiling (%3)</source>
        <translation>%1, plafond %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, ridge point
%2
%3</source>
        <translation>%1, point d’inflexion
%2
%3</translation>
    </message>
    <message>
        <source>%1 on %2
Intensity: %3
Attainable: %4 (%5% of peak)
Bound by: %6</source>
        <translation>%1 sur %2
Intensité : %3
Atteignable : %4 (%5 % du pic)
Limité par : %6</translation>
    </message>
</context>
<context>
    <name>ap::RooflinePanel</name>
    <message>
        <source>Compute format whose dense peak sets the roof</source>
        <translation>Format de calcul dont le pic dense fixe le plafond</translation>
    </message>
    <message>
        <source>Other &amp;ceilings</source>
        <translation>Autres &amp;plafonds</translation>
    </message>
    <message>
        <source>Dashed: on-chip cache, host link, scale-up and scale-out bandwidth as rooflines</source>
        <translation>En pointillés : bande passante du cache sur puce, de la liaison hôte, du scale-up et du scale-out comme rooflines</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save the chart as PNG or PDF</source>
        <translation>Enregistrer le graphique en PNG ou PDF</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Précision :</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) plotted.</source>
        <translation>
            <numerusform>%n appareil tracé.</numerusform>
            <numerusform>%n appareils tracés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without %1 left out.</source>
        <translation>
            <numerusform>%n sans %1 omis.</numerusform>
            <numerusform>%n sans %1 omis.</numerusform>
        </translation>
    </message>
    <message>
        <source>No %1 peak: %2</source>
        <translation>Pas de pic %1 : %2</translation>
    </message>
    <message>
        <source>No %1 peak: %2.</source>
        <translation>Pas de pic %1 : %2.</translation>
    </message>
    <message>
        <source>Hover for values; drag to pan, scroll to zoom, double-click to reset.</source>
        <translation>Survolez pour les valeurs ; glissez pour déplacer, molette pour zoomer, double-clic pour réinitialiser.</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
</context>
<context>
    <name>ap::SaveFile</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioDetailsPanel</name>
    <message>
        <source>the requested batch</source>
        <translation>le lot demandé</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>la mémoire</translation>
    </message>
    <message>
        <source>the engine&apos;s batch limit</source>
        <translation>la limite de lot du moteur</translation>
    </message>
    <message>
        <source>the TPOT objective</source>
        <translation>l’objectif TPOT</translation>
    </message>
    <message>
        <source>the TTFT objective</source>
        <translation>l’objectif TTFT</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Mémoire par appareil</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>Étape d’entraînement</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Reliability and cost</source>
        <translation>Fiabilité et coût</translation>
    </message>
    <message>
        <source>No scenario selected</source>
        <translation>Aucun scénario sélectionné</translation>
    </message>
    <message>
        <source>training</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>%1 tokens/s · step %2 s · MFU %3 %</source>
        <translation>%1 jetons/s · étape %2 s · MFU %3 %</translation>
    </message>
    <message>
        <source>%1: %2 · %3: %4</source>
        <translation>%1 : %2 · %3 : %4</translation>
    </message>
    <message>
        <source>%1 output tokens/s · TPOT %2 ms · TTFT %3 ms</source>
        <translation>%1 jetons de sortie/s · TPOT %2 ms · TTFT %3 ms</translation>
    </message>
    <message>
        <source>None: the scenario fits and runs.</source>
        <translation>Aucun : le scénario tient et fonctionne.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1th percentile: %2 in service of %3 slots · wait %4 ms · TTFT %5 ms · TPOT %6 ms</source>
        <translation>%1e percentile : %2 en service sur %3 places · attente %4 ms · TTFT %5 ms · TPOT %6 ms</translation>
    </message>
    <message>
        <source>the engine&apos;s token budget</source>
        <translation>le budget de jetons du moteur</translation>
    </message>
    <message>
        <source>Prefill pool: %1 devices, tensor %2 x pipeline %3, expert %4; %5 prompts per pass, limited by %6</source>
        <translation>Pool de prefill : %1 appareils, tensor %2 x pipeline %3, expert %4 ; %5 prompts par passe, limité par %6</translation>
    </message>
    <message>
        <source>Pass %1 ms · KV transfer %2 ms · prefill %3, decode %4 requests/s</source>
        <translation>Passe %1 ms · transfert KV %2 ms · prefill %3, décodage %4 requêtes/s</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Model API %1 · inference</source>
        <translation>API de modèle %1 · inférence</translation>
    </message>
    <message>
        <source>Its devices, batch and latency are the provider&apos;s (not modelled)</source>
        <translation>Appareils, lot et latence sont ceux du fournisseur (non modélisés)</translation>
    </message>
    <message>
        <source>Priced at %1 output tokens/s: %2</source>
        <translation>Facturé pour %1 jetons de sortie/s : %2</translation>
    </message>
    <message>
        <source>what %1 would serve</source>
        <translation>ce que %1 servirait</translation>
    </message>
    <message>
        <source>the demand</source>
        <translation>la demande</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Speculative decoding: %1 draft tokens (%2), acceptance %3 %, %4 tokens per verification step, %5× the tokens/s without it at this batch</source>
        <translation>Décodage spéculatif : %1 jetons de brouillon (%2), acceptation %3 %, %4 jetons par étape de vérification, %5× les jetons/s sans lui à ce lot</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>modèle de brouillon</translation>
    </message>
    <message>
        <source>the model&apos;s MTP module</source>
        <translation>module MTP du modèle</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>%1 par exécution</translation>
    </message>
    <message>
        <source>%1 per million output tokens</source>
        <translation>%1 par million de jetons de sortie</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 jetons/s</translation>
    </message>
    <message>
        <source>step %1 s</source>
        <translation>pas %1 s</translation>
    </message>
    <message>
        <source>time to train %1</source>
        <translation>durée d’entraînement %1</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 jetons de sortie/s</translation>
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
            <numerusform>Plage P10–P90 du modèle (ses erreurs sur %n exécution mesurée, régime %1) : %2</numerusform>
            <numerusform>Plage P10–P90 du modèle (ses erreurs sur %n exécutions mesurées, régime %1) : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Model API: prices and data terms</source>
        <translation>API de modèle : prix et conditions sur les données</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 par million de jetons</translation>
    </message>
    <message>
        <source>Model served</source>
        <translation>Modèle servi</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Jetons d&apos;entrée</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Jetons de sortie</translation>
    </message>
    <message>
        <source>Cached input tokens</source>
        <translation>Jetons d&apos;entrée en cache</translation>
    </message>
    <message>
        <source>Batch jobs</source>
        <translation>Traitements par lots</translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation>%1 % de remise</translation>
    </message>
    <message>
        <source>Prompts above %1 tokens</source>
        <translation>Prompts de plus de %1 jetons</translation>
    </message>
    <message>
        <source>input %1, output %2</source>
        <translation>entrée %1, sortie %2</translation>
    </message>
    <message>
        <source>This scenario pays</source>
        <translation>Ce scénario paie</translation>
    </message>
    <message>
        <source>%1 per million output tokens, input included</source>
        <translation>%1 par million de jetons de sortie, entrée comprise</translation>
    </message>
    <message>
        <source>Trains on prompts</source>
        <translation>Entraîne sur les prompts</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Prompts kept</source>
        <translation>Prompts conservés</translation>
    </message>
    <message>
        <source>%1 days (zero retention by agreement)</source>
        <translation>%1 jours (sans conservation sur accord)</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>not kept</source>
        <translation>non conservés</translation>
    </message>
    <message>
        <source>Processed in</source>
        <translation>Traité en</translation>
    </message>
    <message>
        <source>Rate limit</source>
        <translation>Limite de débit</translation>
    </message>
    <message>
        <source>%1 tokens per minute</source>
        <translation>%1 jetons par minute</translation>
    </message>
    <message>
        <source>May hold data</source>
        <translation>Peut détenir les données</translation>
    </message>
    <message>
        <source>Terms and prices as of %1 (confidence %2); the source is in the tooltip.</source>
        <translation>Conditions et prix de %1 (fiabilité %2) ; la source est dans l&apos;infobulle.</translation>
    </message>
    <message>
        <source>the prefill pool&apos;s rate</source>
        <translation>le débit du pool de prefill</translation>
    </message>
    <message>
        <source>Prefill queue: %1% of the pool&apos;s rate · mean wait %2 ms (in the TTFT) · %3th percentile wait %4 ms</source>
        <translation>File du prefill : %1 % du débit du pool · attente moyenne %2 ms (dans le TTFT) · attente au %3e percentile %4 ms</translation>
    </message>
    <message>
        <source>Prefill queue: %1% of the pool&apos;s rate · mean wait %2 ms (in the TTFT)</source>
        <translation>File du prefill : %1 % du débit du pool · attente moyenne %2 ms (dans le TTFT)</translation>
    </message>
    <message>
        <source>Show and change the compute site&apos;s figures (power price, PUE, grid carbon, space, availability) with their sources, as this scenario&apos;s overrides</source>
        <translation>Afficher et modifier les chiffres du site de calcul (prix de l’électricité, PUE, carbone du réseau, espace, disponibilité) avec leurs sources, comme surcharges de ce scénario</translation>
    </message>
    <message>
        <source>Site figures…</source>
        <translation>Chiffres du site…</translation>
    </message>
    <message>
        <source>Runs, but serves %1 output tokens/s of the %2 that the study “%3” asks for: this scenario is the study&apos;s starting point; its answer on the Recommendation tab sizes the deployment for the demand.</source>
        <translation>Fonctionne, mais sert %1 jetons de sortie/s sur les %2 que demande l&apos;étude « %3 » : ce scénario est le point de départ de l&apos;étude ; sa réponse dans l&apos;onglet Recommandation dimensionne le déploiement pour la demande.</translation>
    </message>
    <message numerus="yes">
        <source>Batch %1 per replica, limited by %2; memory holds up to %Ln sequence(s)</source>
        <translation>
            <numerusform>Lot de %1 par réplique, limité par %2 ; la mémoire en contient jusqu’à %Ln séquence</numerusform>
            <numerusform>Lot de %1 par réplique, limité par %2 ; la mémoire en contient jusqu’à %Ln séquences</numerusform>
        </translation>
    </message>
    <message>
        <source>Static batches (the software stack&apos;s): a batch&apos;s prompts are prefilled together, then decoded to its end; the TTFT is the whole batch&apos;s prefill</source>
        <translation>Lots statiques (ceux de la pile logicielle) : les prompts d’un lot sont préremplis ensemble, puis décodés jusqu’à la fin ; le TTFT est le préremplissage du lot entier</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioEditor</name>
    <message>
        <source>Type values with units (400G, 3.35 TB/s, 15T, $2.10/h); Enter applies, an empty field returns to its default.</source>
        <translation>Saisissez les valeurs avec leurs unités (400G, 3,35 TB/s, 15T, $2,10/h) ; Entrée applique, un champ vide revient à sa valeur par défaut.</translation>
    </message>
    <message>
        <source>No scenario yet. Add one with Add above the table (Ins), then edit it here.</source>
        <translation>Pas encore de scénario. Ajoutez-en un avec Ajouter au-dessus du tableau (Inser), puis modifiez-le ici.</translation>
    </message>
    <message>
        <source>Edit &quot;%1&quot;</source>
        <translation>Modifier « %1 »</translation>
    </message>
    <message>
        <source>custom shape (as written)</source>
        <translation>forme personnalisée (telle quelle)</translation>
    </message>
    <message>
        <source>Replaces the model&apos;s whole shape (parameters, layers, widths, heads, experts) with a published one, in one undo step</source>
        <translation>Remplace toute la forme du modèle (paramètres, couches, largeurs, têtes, experts) par une forme publiée, en une seule étape d’annulation</translation>
    </message>
    <message>
        <source>Model &amp;preset:</source>
        <translation>&amp;Préréglage du modèle :</translation>
    </message>
    <message>
        <source>Model preset %1</source>
        <translation>Préréglage du modèle %1</translation>
    </message>
    <message>
        <source>Site %1 is not in the site catalog.</source>
        <translation>Le site %1 n’est pas dans le catalogue des sites.</translation>
    </message>
    <message>
        <source>Site %1 (%2, %3 confidence): %4</source>
        <translation>Site %1 (%2, fiabilité %3) : %4</translation>
    </message>
    <message>
        <source>Users&apos; regions</source>
        <translation>Régions des utilisateurs</translation>
    </message>
    <message>
        <source>Price book: %1 (%2, %3 confidence)</source>
        <translation>Barème : %1 (%2, confiance %3)</translation>
    </message>
    <message>
        <source>Price book: %1 per site plus %2 per device a year for %3 devices. %4</source>
        <translation>Barème : %1 par site plus %2 par appareil et par an pour %3 appareils. %4</translation>
    </message>
    <message>
        <source>Price book: %1</source>
        <translation>Barème : %1</translation>
    </message>
    <message>
        <source>All site figures…</source>
        <translation>Tous les chiffres du site…</translation>
    </message>
    <message>
        <source>Every figure of the compute site with its source (power price, PUE, grid carbon, space, availability, WAN), changed with a source as this scenario&apos;s overrides</source>
        <translation>Chaque chiffre du site de calcul avec sa source (prix de l’électricité, PUE, carbone du réseau, espace, disponibilité, WAN), modifié avec une source comme surcharges de ce scénario</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioFiguresModel</name>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Tokens / tokens per second</source>
        <translation>Jetons / jetons par seconde</translation>
    </message>
    <message>
        <source>Ideal time / goodput × straggler slowdown: what the run takes and is charged for</source>
        <translation>Temps idéal / goodput × ralentissement des retardataires : ce que dure l’entraînement et ce qui est facturé</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>Fiabilité</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>Interruptions par jour</translation>
    </message>
    <message>
        <source>Unexpected (GPU, host, network, software, timeouts) and planned; rates per component from the Llama 3 report, Table 5</source>
        <translation>Imprévues (GPU, hôte, réseau, logiciel, délais dépassés) et planifiées ; taux par composant d’après le rapport Llama 3, tableau 5</translation>
    </message>
    <message>
        <source>Mean time between interruptions</source>
        <translation>Temps moyen entre interruptions</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Taille du checkpoint</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 Go</translation>
    </message>
    <message>
        <source>Checkpoint write bandwidth</source>
        <translation>Bande passante d’écriture des checkpoints</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 Go/s</translation>
    </message>
    <message>
        <source>Minimum of the storage service, the nodes&apos; client bandwidth and their NICs</source>
        <translation>Minimum du service de stockage, de la bande passante client des nœuds et de leurs NIC</translation>
    </message>
    <message>
        <source>Checkpoint stall</source>
        <translation>Arrêt pour checkpoint</translation>
    </message>
    <message>
        <source>Training paused for each checkpoint</source>
        <translation>Entraînement en pause à chaque checkpoint</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Intervalle de checkpoint</translation>
    </message>
    <message>
        <source>Young: %1, Daly: %2</source>
        <translation>Young : %1, Daly : %2</translation>
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
        <translation>Temps utile / temps réel après arrêts de checkpoint, redémarrages et travail perdu</translation>
    </message>
    <message>
        <source>Lost hours per day</source>
        <translation>Heures perdues par jour</translation>
    </message>
    <message>
        <source>Collective timeouts per day</source>
        <translation>Délais dépassés des collectives par jour</translation>
    </message>
    <message>
        <source>Probability of at least one per day: %1 %</source>
        <translation>Probabilité d’au moins un par jour : %1 %</translation>
    </message>
    <message>
        <source>Straggler slowdown</source>
        <translation>Ralentissement des retardataires</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>Data loader bandwidth</source>
        <translation>Bande passante du chargeur de données</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 Mo/s</translation>
    </message>
    <message>
        <source>Cost of checkpoint stalls per day</source>
        <translation>Coût des arrêts de checkpoint par jour</translation>
    </message>
    <message>
        <source>Cost of lost work per day</source>
        <translation>Coût du travail perdu par jour</translation>
    </message>
    <message>
        <source>Checkpoint on local drives</source>
        <translation>Checkpoint sur disques locaux</translation>
    </message>
    <message>
        <source>lost with its node</source>
        <translation>perdu avec son nœud</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Coût (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Over %n month(s)</source>
        <translation>
            <numerusform>Sur %n mois</numerusform>
            <numerusform>Sur %n mois</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost / months of the horizon</source>
        <translation>Coût total / mois de l’horizon</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>Valeur actuelle nette</translation>
    </message>
    <message>
        <source>Cost per useful device-hour</source>
        <translation>Coût par heure-appareil utile</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>Mois du seuil de rentabilité</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Egress</translation>
    </message>
    <message>
        <source>%1 TB, %2</source>
        <translation>%1 To, %2</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>%1 MWh, %2 t CO2</source>
        <translation>%1 MWh, %2 t CO2</translation>
    </message>
    <message>
        <source>Network latency to users</source>
        <translation>Latence réseau vers les utilisateurs</translation>
    </message>
    <message>
        <source>Downtime per year</source>
        <translation>Indisponibilité par an</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grandeur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>WAN down</source>
        <translation>WAN coupé</translation>
    </message>
    <message>
        <source>Expected outage</source>
        <translation>Coupure attendue</translation>
    </message>
    <message>
        <source>%1 h/year</source>
        <translation>%1 h/an</translation>
    </message>
    <message>
        <source>(1 - WAN availability %1 %) x 8,760 h</source>
        <translation>(1 − disponibilité du WAN %1 %) × 8 760 h</translation>
    </message>
    <message>
        <source>Still served</source>
        <translation>Encore servi</translation>
    </message>
    <message>
        <source>%1 % of %2 output tokens/s</source>
        <translation>%1 % de %2 jetons de sortie/s</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 jetons de sortie/s</translation>
    </message>
    <message>
        <source>Keeps running</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Cut off</source>
        <translation>Coupé</translation>
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
        <translation>Appareils × TDP × (1 + surcharge de l’hôte) × PUE du site : ce à quoi la limite de puissance d’un site est comparée</translation>
    </message>
    <message>
        <source>Bytes per token × input + output tokens (sliding-window layers: at most the window), on each device of a replica</source>
        <translation>Octets par jeton × jetons d&apos;entrée + de sortie (couches à fenêtre glissante : au plus la fenêtre), sur chaque appareil d&apos;une réplique</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>not priced (refused)</source>
        <translation>non chiffré (refusé)</translation>
    </message>
    <message>
        <source>Network latency to users (traffic-weighted)</source>
        <translation>Latence réseau vers les utilisateurs (pondérée par le trafic)</translation>
    </message>
    <message>
        <source>round trip %1, %2 km</source>
        <translation>aller-retour %1, %2 km</translation>
    </message>
    <message>
        <source>%1; TTFT %2, request %3</source>
        <translation>%1 ; TTFT %2, requête %3</translation>
    </message>
    <message>
        <source>%1 (worst)</source>
        <translation>%1 (la pire)</translation>
    </message>
    <message>
        <source>Users by region</source>
        <translation>Utilisateurs par région</translation>
    </message>
    <message>
        <source>%1 (%2 % of traffic)</source>
        <translation>%1 (%2 % du trafic)</translation>
    </message>
    <message>
        <source>The users&apos; round trip from this region to %1, added to the serving figures</source>
        <translation>L&apos;aller-retour des utilisateurs de cette région vers %1, ajouté aux chiffres de service</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioModel</name>
    <message>
        <source>training</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not feasible&lt;/b&gt;&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;b&gt;Non faisable&lt;/b&gt;&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Not in the catalog</source>
        <translation>Absent du catalogue</translation>
    </message>
    <message>
        <source>Data-parallel degree: count / (tensor × pipeline × context)</source>
        <translation>Degré de parallélisme de données : nombre / (tenseur × pipeline × contexte)</translation>
    </message>
    <message>
        <source>Global batch in sequences per optimizer step</source>
        <translation>Lot global en séquences par pas d’optimiseur</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica, or &quot;max&quot;: the largest that fits memory and the SLO</source>
        <translation>Séquences simultanées par réplique, ou « max » : la plus grande qui tient en mémoire et respecte le SLO</translation>
    </message>
    <message>
        <source>Memory per device: needed / usable capacity</source>
        <translation>Mémoire par appareil : nécessaire / capacité utilisable</translation>
    </message>
    <message>
        <source>Training: tokens processed per second by the whole cluster. Inference: output tokens generated per second by all devices.</source>
        <translation>Entraînement : jetons traités par seconde par tout le cluster. Inférence : jetons de sortie générés par seconde par tous les appareils.</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: model FLOPs per second / peak of the precision</source>
        <translation>Utilisation des FLOP du modèle : FLOP du modèle par seconde / pic de la précision</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica chosen for inference</source>
        <translation>Séquences simultanées par réplique choisies pour l’inférence</translation>
    </message>
    <message>
        <source>Wall time of the run: the ideal time divided by the goodput left by interruptions and checkpoint stalls, times the straggler slowdown</source>
        <translation>Durée réelle de l’entraînement : le temps idéal divisé par le goodput restant après interruptions et arrêts de checkpoint, multiplié par le ralentissement des retardataires</translation>
    </message>
    <message>
        <source>Tokens / tokens per second: no failures, stalls or stragglers</source>
        <translation>Jetons / jetons par seconde : sans pannes, arrêts ni retardataires</translation>
    </message>
    <message>
        <source>Cash paid over the placement&apos;s horizon</source>
        <translation>Montants payés sur l’horizon du placement</translation>
    </message>
    <message>
        <source>Total cost / months of the horizon</source>
        <translation>Coût total / mois de l’horizon</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
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
        <translation>Précision</translation>
    </message>
    <message>
        <source>Batch (seq)</source>
        <translation>Lot (séq.)</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Faisable</translation>
    </message>
    <message>
        <source>Memory/device (GB)</source>
        <translation>Mémoire/appareil (Go)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Débit (jetons/s)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Durée d’étape (s)</translation>
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
        <translation>Lot servi (séq.)</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>Limité par</translation>
    </message>
    <message>
        <source>What limits the scenario, as the recommendation reports it: serving, the roofline ceiling of the decode step; training, computing (at least half of a step) or communicating</source>
        <translation>Ce qui limite le scénario, tel que la recommandation l&apos;indique : en inférence, le plafond roofline de l&apos;étape de décodage ; en entraînement, le calcul (au moins la moitié d&apos;une étape) ou la communication</translation>
    </message>
    <message numerus="yes">
        <source>Model&apos;s P10-P90 range: %1 to %2 (its errors on %n measured run(s), regime %3)</source>
        <translation>
            <numerusform>Plage P10–P90 du modèle : %1 à %2 (ses erreurs sur %n exécution mesurée, régime %3)</numerusform>
            <numerusform>Plage P10–P90 du modèle : %1 à %2 (ses erreurs sur %n exécutions mesurées, régime %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 % of traffic): round trip %3 ms</source>
        <translation>%1 (%2 % du trafic) : aller-retour %3 ms</translation>
    </message>
    <message>
        <source>%1, TTFT %2 ms, request %3 ms</source>
        <translation>%1, TTFT %2 ms, requête %3 ms</translation>
    </message>
    <message>
        <source>%1 (worst)</source>
        <translation>%1 (la pire)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Users by region&lt;/b&gt; (network round trip included)&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;b&gt;Utilisateurs par région&lt;/b&gt; (aller-retour réseau inclus)&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Users in several regions: the time to first token the users of the region farthest from the site see, its network round trip included</source>
        <translation>Utilisateurs dans plusieurs régions : le délai jusqu&apos;au premier jeton que voient les utilisateurs de la région la plus éloignée du site, aller-retour réseau inclus</translation>
    </message>
    <message>
        <source>Users in several regions: the whole request&apos;s latency the users of the region farthest from the site see, its network round trip included</source>
        <translation>Utilisateurs dans plusieurs régions : la latence de la requête entière que voient les utilisateurs de la région la plus éloignée du site, aller-retour réseau inclus</translation>
    </message>
    <message>
        <source>TTFT, worst region (ms)</source>
        <translation>TTFT, pire région (ms)</translation>
    </message>
    <message>
        <source>Request, worst region (ms)</source>
        <translation>Requête, pire région (ms)</translation>
    </message>
</context>
<context>
    <name>ap::ScenarioPanel</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a scenario: Llama 3 8B served on one H100, to edit into what you need</source>
        <translation>Ajouter un scénario : Llama 3 8B servi sur un H100, à adapter à vos besoins</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Duplicate the selected scenario</source>
        <translation>Dupliquer le scénario sélectionné</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation>Renommer le scénario sélectionné</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move the selected scenario up</source>
        <translation>Monter le scénario sélectionné</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the selected scenario down</source>
        <translation>Descendre le scénario sélectionné</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected scenario</source>
        <translation>Supprimer le scénario sélectionné</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Modifier le scénario</translation>
    </message>
    <message>
        <source>Studies</source>
        <translation>Études</translation>
    </message>
</context>
<context>
    <name>ap::SiteEditorDialog</name>
    <message>
        <source>Site figures</source>
        <translation>Chiffres du site</translation>
    </message>
    <message>
        <source>Search name, id or country</source>
        <translation>Rechercher un nom, un identifiant ou un pays</translation>
    </message>
    <message>
        <source>contract, bill, quote or survey with its date…</source>
        <translation>contrat, facture, devis ou enquête avec sa date…</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scénario :</translation>
    </message>
    <message>
        <source>S&amp;earch sites:</source>
        <translation>Rech&amp;ercher des sites :</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>S&amp;ite :</translation>
    </message>
    <message>
        <source>Figures as this scenario&apos;s evaluation takes them</source>
        <translation>Chiffres tels que l’évaluation de ce scénario les prend</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Source of the c&amp;hange:</source>
        <translation>Source de la &amp;modification :</translation>
    </message>
    <message>
        <source>Only the figures you change are saved, in the scenario&apos;s placement.sites with the source you give (undoable); the site catalog is not touched.</source>
        <translation>Seuls les chiffres modifiés sont enregistrés, dans placement.sites du scénario avec la source indiquée (annulable) ; le catalogue des sites n’est pas modifié.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No site matches the search.</source>
        <translation>Aucun site ne correspond à la recherche.</translation>
    </message>
    <message>
        <source>%1: %2, jurisdiction %3; figures of %4 (%5 confidence)</source>
        <translation>%1 : %2, juridiction %3 ; chiffres de %4 (confiance %5)</translation>
    </message>
    <message>
        <source>this project: %1</source>
        <translation>ce projet : %1</translation>
    </message>
    <message>
        <source>no source stated</source>
        <translation>aucune source indiquée</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1 : « %2 » n’est pas un nombre.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>No figure changed.</source>
        <translation>Aucun chiffre modifié.</translation>
    </message>
    <message>
        <source>Say where the new figures come from (a contract, a bill, a quote and its date).</source>
        <translation>Indiquez d’où viennent les nouveaux chiffres (un contrat, une facture, un devis et sa date).</translation>
    </message>
    <message>
        <source>no part of the site&apos;s source names this figure; the site&apos;s source: %1</source>
        <translation>aucune partie de la source du site ne nomme ce chiffre ; source du site : %1</translation>
    </message>
    <message>
        <source>not stated for this site</source>
        <translation>non indiqué pour ce site</translation>
    </message>
    <message>
        <source>Price book: %1</source>
        <translation>Barème : %1</translation>
    </message>
</context>
<context>
    <name>ap::SiteFigures</name>
    <message>
        <source>Power price</source>
        <translation>Prix de l’électricité</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Grid carbon</source>
        <translation>Carbone du réseau</translation>
    </message>
    <message>
        <source>Space price</source>
        <translation>Prix de l’espace</translation>
    </message>
    <message>
        <source>Site availability</source>
        <translation>Disponibilité du site</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Puissance du site</translation>
    </message>
    <message>
        <source>WAN availability</source>
        <translation>Disponibilité du WAN</translation>
    </message>
    <message>
        <source>API input price</source>
        <translation>Prix d’entrée de l’API</translation>
    </message>
    <message>
        <source>API output price</source>
        <translation>Prix de sortie de l’API</translation>
    </message>
    <message>
        <source>Latitude</source>
        <translation>Latitude</translation>
    </message>
    <message>
        <source>Longitude</source>
        <translation>Longitude</translation>
    </message>
</context>
<context>
    <name>ap::SiteKind</name>
    <message>
        <source>cloud region</source>
        <translation>région cloud</translation>
    </message>
    <message>
        <source>own data centre</source>
        <translation>centre de données propre</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>colocation</translation>
    </message>
    <message>
        <source>edge site</source>
        <translation>site edge</translation>
    </message>
    <message>
        <source>public model API</source>
        <translation>API de modèle publique</translation>
    </message>
</context>
<context>
    <name>ap::StorageBandwidthChart</name>
    <message>
        <source>Local NVMe</source>
        <translation>NVMe local</translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation>Système de fichiers parallèle</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Stockage objet</translation>
    </message>
    <message>
        <source>Storage bandwidth: checkpoint and data set</source>
        <translation>Bande passante de stockage : checkpoint et jeu de données</translation>
    </message>
    <message>
        <source>Storage bandwidth</source>
        <translation>Bande passante de stockage</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>Go/s</translation>
    </message>
    <message>
        <source>Transfer time</source>
        <translation>Durée de transfert</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 To</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 Go</translation>
    </message>
    <message>
        <source>Checkpoint write (%1)</source>
        <translation>Écriture du checkpoint (%1)</translation>
    </message>
    <message>
        <source>Data set read (%1)</source>
        <translation>Lecture du jeu de données (%1)</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1 (choisi)</translation>
    </message>
    <message>
        <source>%1: %2 GB/s for this cluster, checkpoint in %3, goodput %4 %</source>
        <translation>%1 : %2 Go/s pour ce cluster, checkpoint en %3, goodput %4 %</translation>
    </message>
    <message>
        <source>stall-free checkpoints ≥ %1 GB/s</source>
        <translation>checkpoints sans arrêt ≥ %1 Go/s</translation>
    </message>
    <message>
        <source>Data loader needs %1 MB/s: every tier feeds it</source>
        <translation>Le chargeur de données a besoin de %1 Mo/s : chaque niveau le fournit</translation>
    </message>
    <message>
        <source>data loader needs %1 GB/s</source>
        <translation>le chargeur de données a besoin de %1 Go/s</translation>
    </message>
</context>
<context>
    <name>ap::StudyEditor</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a study of the selected scenario: which devices, how many and where, at the lowest cost</source>
        <translation>Ajouter une étude du scénario sélectionné : quels appareils, combien et où, au moindre coût</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>No study yet. A study asks the Recommendation tab a question about a scenario: which device, how many and where, under a deadline, budget, demand and latency limits. Add one to start.</source>
        <translation>Pas encore d’étude. Une étude pose à l’onglet Recommandation une question sur un scénario : quel appareil, combien et où, sous une échéance, un budget, une demande et des limites de latence. Ajoutez-en une pour commencer.</translation>
    </message>
    <message>
        <source>Study:</source>
        <translation>Étude :</translation>
    </message>
    <message>
        <source>Study %1</source>
        <translation>Étude %1</translation>
    </message>
</context>
<context>
    <name>ap::TornadoChart</name>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilité</translation>
    </message>
    <message>
        <source>Sensitivity: %1</source>
        <translation>Sensibilité : %1</translation>
    </message>
    <message>
        <source>Change of the winner&apos;s figure</source>
        <translation>Variation du chiffre du gagnant</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Input at its low end</source>
        <translation>Entrée à sa borne basse</translation>
    </message>
    <message>
        <source>Input at its high end</source>
        <translation>Entrée à sa borne haute</translation>
    </message>
    <message>
        <source>%1 %2: %3 (%4 %)</source>
        <translation>%1 %2 : %3 (%4 %)</translation>
    </message>
    <message>
        <source>Best there: %1</source>
        <translation>Meilleur à cet endroit : %1</translation>
    </message>
</context>
<context>
    <name>ap::Units</name>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
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
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/octet</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 To/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 Go/s</translation>
    </message>
</context>
<context>
    <name>ap::UserCatalog</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not a catalog file (no &quot;devices&quot; list)</source>
        <translation>%1 n’est pas un fichier catalogue (pas de liste « devices »)</translation>
    </message>
    <message>
        <source>devices[].id: a device needs an id</source>
        <translation>devices[].id : un appareil doit avoir un ID</translation>
    </message>
</context>
<context>
    <name>ap::UserLatencyChart</name>
    <message>
        <source>Latency to users</source>
        <translation>Latence vers les utilisateurs</translation>
    </message>
    <message>
        <source>Distance of the users</source>
        <translation>Distance des utilisateurs</translation>
    </message>
    <message>
        <source>km</source>
        <translation>km</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Network round trip</source>
        <translation>Aller-retour réseau</translation>
    </message>
    <message>
        <source>TTFT incl. the network</source>
        <translation>TTFT réseau compris</translation>
    </message>
    <message>
        <source>TTFT objective %1 ms</source>
        <translation>Objectif TTFT %1 ms</translation>
    </message>
    <message>
        <source>This placement: %1 km, network %2 % of TTFT</source>
        <translation>Ce placement : %1 km, réseau %2 % du TTFT</translation>
    </message>
    <message>
        <source>Round trip %1 ms at %2 km</source>
        <translation>Aller-retour %1 ms à %2 km</translation>
    </message>
    <message>
        <source>TTFT %1 ms incl. the network (%2 % network)</source>
        <translation>TTFT %1 ms réseau compris (%2 % réseau)</translation>
    </message>
    <message>
        <source>Traffic-weighted mean: %1 km, network %2 % of TTFT</source>
        <translation>Moyenne pondérée par le trafic : %1 km, réseau %2 % du TTFT</translation>
    </message>
    <message>
        <source>%1 (%2 % of traffic): TTFT %3 ms</source>
        <translation>%1 (%2 % du trafic) : TTFT %3 ms</translation>
    </message>
    <message>
        <source>%1: %2 km, round trip %3 ms, TTFT %4 ms incl. the network</source>
        <translation>%1 : %2 km, aller-retour %3 ms, TTFT %4 ms réseau compris</translation>
    </message>
</context>
<context>
    <name>ap::UserRegionsEditor</name>
    <message>
        <source>&amp;Add region</source>
        <translation>&amp;Ajouter une région</translation>
    </message>
    <message>
        <source>Remove region</source>
        <translation>Supprimer la région</translation>
    </message>
    <message>
        <source>Where the users are and their share of the requests. Each region&apos;s round trip to the compute site is added to its TTFT; the users&apos; latency is the traffic-weighted mean. Coordinates (latitude; longitude) win over the distance where the site has coordinates. No region: the users are one place (Path to users).</source>
        <translation>Où sont les utilisateurs et leur part des requêtes. L&apos;aller-retour de chaque région vers le site de calcul s&apos;ajoute à son TTFT ; la latence vers les utilisateurs est la moyenne pondérée par le trafic. Les coordonnées (latitude ; longitude) l&apos;emportent sur la distance si le site a des coordonnées. Aucune région : les utilisateurs sont en un seul lieu (Chemin vers les utilisateurs).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Coordinates (lat; lon)</source>
        <translation>Coordonnées (lat ; lon)</translation>
    </message>
    <message>
        <source>Distance (km)</source>
        <translation>Distance (km)</translation>
    </message>
    <message>
        <source>Share of traffic</source>
        <translation>Part du trafic</translation>
    </message>
    <message>
        <source>Coordinates: type the latitude and the longitude in decimal degrees, separated by a semicolon (50.11; 8.68)</source>
        <translation>Coordonnées : tapez la latitude et la longitude en degrés décimaux, séparées par un point-virgule (50,11; 8,68)</translation>
    </message>
    <message>
        <source>Distance: type a number of kilometres</source>
        <translation>Distance : tapez un nombre de kilomètres</translation>
    </message>
    <message>
        <source>Share of traffic: type a number above 0 (the shares are divided by their sum)</source>
        <translation>Part du trafic : tapez un nombre supérieur à 0 (les parts sont divisées par leur somme)</translation>
    </message>
    <message>
        <source>Users&apos; region %1</source>
        <translation>Région des utilisateurs %1</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Utilisateurs</translation>
    </message>
    <message>
        <source>Region %1</source>
        <translation>Région %1</translation>
    </message>
    <message>
        <source>Add users&apos; region</source>
        <translation>Ajouter une région d&apos;utilisateurs</translation>
    </message>
    <message>
        <source>Remove users&apos; region</source>
        <translation>Supprimer une région d&apos;utilisateurs</translation>
    </message>
    <message>
        <source>Lat; lon</source>
        <translation>Lat ; lon</translation>
    </message>
    <message>
        <source>km</source>
        <translation>km</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
</context>
<context>
    <name>ap::WelcomePage</name>
    <message>
        <source>&amp;New Project (wizard)…</source>
        <translation>&amp;Nouveau projet (assistant)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Pose a question: the job, the model, the scale, where it may run</source>
        <translation>Poser une question : la tâche, le modèle, l’échelle, où cela peut tourner</translation>
    </message>
    <message>
        <source>&lt;h2&gt;AccelPlan&lt;/h2&gt;&lt;p&gt;Which accelerators, how many, where, and what they cost for your workload.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;AccelPlan&lt;/h2&gt;&lt;p&gt;Quels accélérateurs, combien, où, et ce qu’ils coûtent pour votre charge de travail.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemples</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(aucun pour l’instant)</translation>
    </message>
</context>
<context>
    <name>ap::WizardChoices</name>
    <message>
        <source>Fine-tune %1</source>
        <translation>Ajuster %1</translation>
    </message>
    <message>
        <source>Train %1</source>
        <translation>Entraîner %1</translation>
    </message>
    <message>
        <source>Serve %1</source>
        <translation>Servir %1</translation>
    </message>
    <message>
        <source>%1 with a judge</source>
        <translation>%1 avec modèle juge</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 chez %2</translation>
    </message>
    <message>
        <source>The API compared is %1: it serves a model of the same family and size.</source>
        <translation>L’API comparée est %1 : elle sert un modèle de même famille et de même taille.</translation>
    </message>
    <message>
        <source>The API compared is %1: no allowed API serves a model of the same family and size, so the cheapest allowed one is shown.</source>
        <translation>L’API comparée est %1 : aucune API autorisée ne sert un modèle de même famille et de même taille, la moins chère des API autorisées est donc montrée.</translation>
    </message>
    <message>
        <source>It may not hold the data (its scenario says why).</source>
        <translation>Elle ne peut pas héberger les données (son scénario dit pourquoi).</translation>
    </message>
    <message>
        <source>Made by the new-project wizard: %1.</source>
        <translation>Créé par l’assistant de nouveau projet : %1.</translation>
    </message>
    <message>
        <source>The scenario&apos;s cluster is a starting point; the recommendation study searches the allowed sites for the device, count and layout. Every field can be edited.</source>
        <translation>Le cluster du scénario est un point de départ ; l’étude de recommandation cherche dans les sites autorisés l’appareil, le nombre et la disposition. Chaque champ reste modifiable.</translation>
    </message>
    <message>
        <source>The scenario&apos;s 8 x H100 is a starting point; the recommendation study searches the allowed sites for the device, count and layout. Every field can be edited.</source>
        <translation>Les 8 x H100 du scénario sont un point de départ ; l’étude de recommandation cherche dans les sites autorisés l’appareil, le nombre et la disposition. Chaque champ reste modifiable.</translation>
    </message>
</context>
<context>
    <name>ap::commands</name>
    <message>
        <source>study %1</source>
        <translation>étude %1</translation>
    </message>
    <message>
        <source>Change %1 of &quot;%2&quot;</source>
        <translation>Modifier %1 de « %2 »</translation>
    </message>
    <message>
        <source>Change %1 of study &quot;%2&quot;</source>
        <translation>Modifier %1 de l’étude « %2 »</translation>
    </message>
    <message>
        <source>Add Scenario &quot;%1&quot;</source>
        <translation>Ajouter le scénario « %1 »</translation>
    </message>
    <message>
        <source>No such scenario.</source>
        <translation>Ce scénario n’existe pas.</translation>
    </message>
    <message>
        <source>Duplicate Scenario &quot;%1&quot;</source>
        <translation>Dupliquer le scénario « %1 »</translation>
    </message>
    <message>
        <source>Cannot delete &quot;%1&quot;: %2</source>
        <translation>Impossible de supprimer « %1 » : %2</translation>
    </message>
    <message>
        <source>Delete Scenario &quot;%1&quot;</source>
        <translation>Supprimer le scénario « %1 »</translation>
    </message>
    <message>
        <source>Cannot move the scenario further.</source>
        <translation>Le scénario ne peut pas être déplacé plus loin.</translation>
    </message>
    <message>
        <source>Move Scenario &quot;%1&quot; Up</source>
        <translation>Monter le scénario « %1 »</translation>
    </message>
    <message>
        <source>Move Scenario &quot;%1&quot; Down</source>
        <translation>Descendre le scénario « %1 »</translation>
    </message>
    <message>
        <source>Cannot move the study further.</source>
        <translation>L’étude ne peut pas être déplacée plus loin.</translation>
    </message>
    <message>
        <source>Move Study &quot;%1&quot; Up</source>
        <translation>Monter l’étude « %1 »</translation>
    </message>
    <message>
        <source>Move Study &quot;%1&quot; Down</source>
        <translation>Descendre l’étude « %1 »</translation>
    </message>
    <message>
        <source>Rename Scenario &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>Renommer le scénario « %1 » en « %2 »</translation>
    </message>
    <message>
        <source>Add Study &quot;%1&quot;</source>
        <translation>Ajouter l’étude « %1 »</translation>
    </message>
    <message>
        <source>No such study.</source>
        <translation>Cette étude n’existe pas.</translation>
    </message>
    <message>
        <source>Delete Study &quot;%1&quot;</source>
        <translation>Supprimer l’étude « %1 »</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Renommer le scénario</translation>
    </message>
    <message>
        <source>Change Device</source>
        <translation>Changer d’appareil</translation>
    </message>
    <message>
        <source>Change Device Count</source>
        <translation>Changer le nombre d’appareils</translation>
    </message>
    <message>
        <source>Change Tensor Parallelism</source>
        <translation>Changer le parallélisme tensoriel</translation>
    </message>
    <message>
        <source>Change Pipeline Parallelism</source>
        <translation>Changer le parallélisme de pipeline</translation>
    </message>
    <message>
        <source>Change Precision</source>
        <translation>Changer la précision</translation>
    </message>
    <message>
        <source>Change Batch</source>
        <translation>Changer le lot</translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation>Un scénario doit avoir un nom.</translation>
    </message>
    <message>
        <source>Choose a device.</source>
        <translation>Choisissez un appareil.</translation>
    </message>
    <message>
        <source>Expected a whole number of at least 1, got &quot;%1&quot;.</source>
        <translation>Nombre entier d’au moins 1 attendu, reçu « %1 ».</translation>
    </message>
    <message>
        <source>Unknown precision &quot;%1&quot;.</source>
        <translation>Précision inconnue « %1 ».</translation>
    </message>
    <message>
        <source>Expected a number of sequences or &quot;max&quot;, got &quot;%1&quot;.</source>
        <translation>Nombre de séquences ou « max » attendu, reçu « %1 ».</translation>
    </message>
    <message>
        <source>Expected a global batch in sequences (at least 1), got &quot;%1&quot;.</source>
        <translation>Lot global en séquences (au moins 1) attendu, reçu « %1 ».</translation>
    </message>
    <message>
        <source>Unknown field.</source>
        <translation>Champ inconnu.</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot;</source>
        <translation>%1 de « %2 »</translation>
    </message>
    <message>
        <source>Use Calibration &quot;%1&quot;</source>
        <translation>Utiliser la calibration « %1 »</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Étude</translation>
    </message>
    <message>
        <source>Cheapest way to run %1</source>
        <translation>Exécuter %1 au moindre coût</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan compute purchases: CPUs, GPUs and TPUs.</source>
        <translation>Planifier l’achat de puissance de calcul : CPU, GPU et TPU.</translation>
    </message>
    <message>
        <source>Project file to open.</source>
        <translation>Fichier de projet à ouvrir.</translation>
    </message>
    <message>
        <source>Save the window as a PNG image once shown, then quit.</source>
        <translation>Enregistrer la fenêtre en image PNG une fois affichée, puis quitter.</translation>
    </message>
    <message>
        <source>Workspace view to show first: welcome, hardware, scenarios, recommendation, ...</source>
        <translation>Vue de l’espace de travail à afficher d’abord : welcome, hardware, scenarios, recommendation…</translation>
    </message>
    <message>
        <source>Window size in pixels, e.g. 1280x800.</source>
        <translation>Taille de la fenêtre en pixels, p. ex. 1280x800.</translation>
    </message>
    <message>
        <source>User interface language for this run (%1); the default is the one chosen in View &gt; Language, else the system&apos;s.</source>
        <translation>Langue de l’interface pour cette exécution (%1) ; par défaut celle choisie dans Affichage &gt; Langue, sinon celle du système.</translation>
    </message>
    <message>
        <source>--size: expected WxH such as 1280x800, got %1.</source>
        <translation>--size : LxH attendu, comme 1280x800, reçu %1.</translation>
    </message>
    <message>
        <source>At most one project file.</source>
        <translation>Au plus un fichier de projet.</translation>
    </message>
    <message>
        <source>--view: unknown view %1 (one of: %2).</source>
        <translation>--view : vue inconnue %1 (parmi : %2).</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Chart to show first, by name: egressChart, latencyChart, paretoChart, ...</source>
        <translation>Graphique à afficher d’abord, par nom : egressChart, latencyChart, paretoChart…</translation>
    </message>
    <message>
        <source>Scenario to select in the Scenarios and Compare views, by name.</source>
        <translation>Scénario à sélectionner dans les vues Scénarios et Comparer, par nom.</translation>
    </message>
    <message>
        <source>--scenario: no scenario named %1.</source>
        <translation>--scenario : aucun scénario nommé %1.</translation>
    </message>
    <message>
        <source>--plot: unknown chart %1 (one of: %2).</source>
        <translation>--plot : graphique inconnu %1 (parmi : %2).</translation>
    </message>
</context>
</TS>
