// Model presets (data/models/presets.json): every shape parses as a project's model object,
// agrees with its published parameter count, cites a source, and reproduces published figures
// (Llama 3 70B's KV cache per token, Mixtral's and DeepSeek-V3's active share). A bad file
// names the field.
#include "common/input_error.h"
#include "workload/model_presets.h"

#include <QtTest>

#include <cmath>
#include <nlohmann/json.hpp>

using namespace ap;

class TestModelPresets : public QObject {
    Q_OBJECT
private slots:
    void builtInPresetsAreComplete();
    void shapeMatchesPublishedTotal_data();
    void shapeMatchesPublishedTotal();
    void publishedFigures();
    void publishedTotalAndActiveCounts_data();
    void publishedTotalAndActiveCounts();
    void badFileNamesField_data();
    void badFileNamesField();
};

void TestModelPresets::builtInPresetsAreComplete()
{
    const auto& presets = builtInModelPresets();
    QVERIFY(presets.size() >= 9);
    for (const char* id :
         {"llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "qwen2.5-72b", "qwen3-235b-a22b",
          "mistral-7b", "mixtral-8x7b", "deepseek-v3", "gpt-3-175b", "llama-3.3-70b",
          "llama-4-scout-17b-16e", "llama-4-maverick-17b-128e", "gpt-oss-120b", "gpt-oss-20b",
          "deepseek-r1", "qwen3-8b", "qwen3-32b"}) {
        const ModelPreset* p = findModelPreset(id);
        QVERIFY2(p, id);
        QVERIFY(!p->source.empty());
        QVERIFY(!p->name.empty());
        QVERIFY(p->modelJson->is_object());
    }
    QVERIFY(!findModelPreset("no-such-model"));
}

void TestModelPresets::shapeMatchesPublishedTotal_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("tolerance"); // relative, structural vs published
    for (const ModelPreset& p : builtInModelPresets())
        QTest::newRow(p.id.c_str())
            << QString::fromStdString(p.id) << (p.approximation.empty() ? 0.03 : 0.06);
}

void TestModelPresets::shapeMatchesPublishedTotal()
{
    QFETCH(QString, id);
    QFETCH(double, tolerance);
    const ModelPreset* p = findModelPreset(id.toStdString());
    QVERIFY(p);
    const double ratio = p->model.structuralParameters() / p->model.parameters;
    QVERIFY2(
        std::abs(ratio - 1) <= tolerance,
        qPrintable(
            QStringLiteral("%1: layer formula gives %2 x the published total").arg(id).arg(ratio)));
    QVERIFY(p->model.activeParameters <= p->model.parameters);
    QCOMPARE(p->model.isMoe(), p->model.activeParameters < p->model.parameters);
}

void TestModelPresets::publishedFigures()
{
    // Llama 3 70B: 80 layers x 8 KV heads x 128 x 2 (K and V) x 2 bytes = 320 KiB per token.
    QCOMPARE(findModelPreset("llama-3.1-70b")->model.kvBytesPerToken(2), 327680.0);
    // Mixtral: 12.9B of 46.7B active (Jiang et al. 2024).
    QCOMPARE(findModelPreset("mixtral-8x7b")->model.activeParameters, 12.9e9);
    QCOMPARE(findModelPreset("mixtral-8x7b")->model.expertsPerToken, 2);
    // DeepSeek-V3: 37B of 671B, 256 routed experts, 8 per token.
    const ModelSpec& ds = findModelPreset("deepseek-v3")->model;
    QCOMPARE(ds.experts, 256);
    QCOMPARE(ds.expertsPerToken, 8);
    QCOMPARE(ds.activeParameters, 37e9);
    // Its attention is multi-head latent attention: the cache holds the 512-element latent
    // and the 64-element shared rope key per layer, 61 x 576 x 2 bytes = 70,272 bytes per
    // token in bf16 (DeepSeek-V2 section 2.1.2; 1/57 of 128 heads of 128 K and V).
    QVERIFY(ds.isMla());
    QCOMPARE(ds.kvBytesPerToken(2), 61.0 * 576 * 2);
    QCOMPARE(ds.denseLayers, 3);
    QCOMPARE(ds.sharedExperts, 1);
    // Llama 4 Scout: every layer MoE (16 routed + 1 shared), 36 of 48 layers chunked to 8,192.
    const ModelSpec& scout = findModelPreset("llama-4-scout-17b-16e")->model;
    QCOMPARE(scout.moeLayers(), 48);
    QCOMPARE(scout.kvTokensPerLayer(131072), (12.0 * 131072 + 36.0 * 8192) / 48);
    // GPT-3 has a plain (two-matrix) MLP, the others SwiGLU.
    QVERIFY(!findModelPreset("gpt-3-175b")->model.gatedMlp);
    QVERIFY(findModelPreset("llama-3.1-405b")->model.gatedMlp);
}

void TestModelPresets::publishedTotalAndActiveCounts_data()
{
    // The layer formula of each preset's shape against the totals and active counts the
    // model's publisher states (the sources in data/models/presets.json), within 2 %: a shape
    // field read wrong (a missed shared expert, dense layer or latent rank) moves them more.
    // `inputEmbeddingCounted`: whether the published active count includes the input
    // embedding table (a lookup, no multiply): OpenAI's gpt-oss counts exclude it (116.8B
    // total and 5.1B active for 120b, 20.9B and 3.6B for 20b, against 5.70B and 4.18B with it).
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("publishedTotal");
    QTest::addColumn<double>("publishedActive");
    QTest::addColumn<bool>("inputEmbeddingCounted");
    QTest::newRow("Llama 3.3 70B") << "llama-3.3-70b" << 70.6e9 << 70.6e9 << true;
    QTest::newRow("Llama 4 Scout: 16 experts + shared, 17B active")
        << "llama-4-scout-17b-16e" << 109e9 << 17e9 << true;
    QTest::newRow("Llama 4 Maverick: 128 experts, 17B active")
        << "llama-4-maverick-17b-128e" << 400e9 << 17e9 << true;
    QTest::newRow("gpt-oss-120b") << "gpt-oss-120b" << 116.8e9 << 5.1e9 << false;
    QTest::newRow("gpt-oss-20b") << "gpt-oss-20b" << 20.9e9 << 3.6e9 << false;
    QTest::newRow("DeepSeek-V3: MLA, 256 routed + 1 shared, 8 active")
        << "deepseek-v3" << 671e9 << 37e9 << true;
    QTest::newRow("DeepSeek-R1 (V3 architecture)") << "deepseek-r1" << 671e9 << 37e9 << true;
    QTest::newRow("Qwen3 8B") << "qwen3-8b" << 8.2e9 << 8.2e9 << true;
    QTest::newRow("Qwen3 235B-A22B") << "qwen3-235b-a22b" << 235e9 << 22e9 << true;
    QTest::newRow("Mixtral 8x7B") << "mixtral-8x7b" << 46.7e9 << 12.9e9 << true;
}

void TestModelPresets::publishedTotalAndActiveCounts()
{
    QFETCH(QString, id);
    QFETCH(double, publishedTotal);
    QFETCH(double, publishedActive);
    QFETCH(bool, inputEmbeddingCounted);
    const ModelPreset* p = findModelPreset(id.toStdString());
    QVERIFY2(p, qPrintable(id));
    const ModelSpec& m = p->model;
    // Active from the shape alone: attention, dense MLPs, shared experts, the top-k routed
    // experts of every MoE layer and the embeddings (whatever the preset states).
    const double perExpert = m.mlpParamsPerExpert();
    double active = m.nonExpertLayerParams() +
                    double(m.moeLayers()) * m.expertsPerToken * perExpert + m.embeddingParams();
    if (!inputEmbeddingCounted)
        active -= m.vocab * m.hidden;
    const double total = m.structuralParameters();
    QVERIFY2(std::abs(total / publishedTotal - 1) <= 0.02,
             qPrintable(QStringLiteral("%1: shape gives %2 total, published %3")
                            .arg(id)
                            .arg(total)
                            .arg(publishedTotal)));
    QVERIFY2(std::abs(active / publishedActive - 1) <= 0.02,
             qPrintable(QStringLiteral("%1: shape gives %2 active, published %3")
                            .arg(id)
                            .arg(active)
                            .arg(publishedActive)));
    // What the preset states (or the reader derives) agrees with the publisher too.
    QVERIFY(std::abs(m.parameters / publishedTotal - 1) <= 0.02);
    if (m.isMoe() && inputEmbeddingCounted)
        QVERIFY(std::abs(m.activeParameters / publishedActive - 1) <= 0.02);
}

void TestModelPresets::badFileNamesField_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("field");
    const QString head = QStringLiteral(R"({"format":"accelplan-model-presets","version":1,)");
    const QString model = QStringLiteral(
        R"("model":{"parameters":8.03e9,"layers":32,"hidden":4096,"heads":32,"kv_heads":8,"ffn_hidden":14336,"vocab":128256})");
    QTest::newRow("no source") << head + QStringLiteral(R"("models":[{"id":"a","name":"A",)") +
                                      model + QStringLiteral("}]}")
                               << QStringLiteral("models[0].source");
    QTest::newRow("repeated id") << head +
                                        QStringLiteral(
                                            R"("models":[{"id":"a","name":"A","source":"s",)") +
                                        model +
                                        QStringLiteral(R"(},{"id":"a","name":"B","source":"s",)") +
                                        model + QStringLiteral("}]}")
                                 << QStringLiteral("models[1].id");
    QTest::newRow("layers disagree with total")
        << head + QStringLiteral(R"("models":[{"id":"a","name":"A","source":"s",)") +
               QStringLiteral(
                   R"("model":{"parameters":8.03e9,"layers":320,"hidden":4096,"heads":32,"kv_heads":8,"ffn_hidden":14336,"vocab":128256}}]})")
        << QStringLiteral("models[0].model.parameters");
    QTest::newRow("newer version")
        << QStringLiteral(R"({"format":"accelplan-model-presets","version":99,"models":[]})")
        << QStringLiteral("version");
}

void TestModelPresets::badFileNamesField()
{
    QFETCH(QString, text);
    QFETCH(QString, field);
    try {
        parseModelPresets(text.toStdString(), "test.json");
        QFAIL("accepted a bad presets file");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.field()), field);
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("test.json"));
    }
}

QTEST_GUILESS_MAIN(TestModelPresets)
#include "tst_model_presets.moc"
