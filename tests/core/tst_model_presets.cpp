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
    void badFileNamesField_data();
    void badFileNamesField();
};

void TestModelPresets::builtInPresetsAreComplete()
{
    const auto& presets = builtInModelPresets();
    QVERIFY(presets.size() >= 9);
    for (const char* id :
         {"llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "qwen2.5-72b", "qwen3-235b-a22b",
          "mistral-7b", "mixtral-8x7b", "deepseek-v3", "gpt-3-175b"}) {
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
    // GPT-3 has a plain (two-matrix) MLP, the others SwiGLU.
    QVERIFY(!findModelPreset("gpt-3-175b")->model.gatedMlp);
    QVERIFY(findModelPreset("llama-3.1-405b")->model.gatedMlp);
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
