// The device catalog: contract ids present, every number sourced, validation names the
// field, user catalogs patch the built-in entries, failed merges change nothing.
#include "common/embedded_data.h"
#include "common/input_error.h"
#include "hardware/catalog.h"
#include "workload/software_stack.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace ap;
using nlohmann::json;

namespace {

json minimalDevice(const std::string& id)
{
    return {{"id", id},
            {"name", "Test device"},
            {"kind", "gpu"},
            {"vendor", "Test"},
            {"year", 2024},
            {"peak_tflops", {{"bf16", 100.0}}},
            {"peak_source", "test"},
            {"memory",
             {{"type", "HBM3"}, {"capacity_gb", 80}, {"bandwidth_tb_per_s", 2.0}, {"source", "t"}}},
            {"power", {{"tdp_w", 500}, {"source", "t"}}}};
}

std::string catalogText(const json& devices)
{
    return json{{"format", "accelplan-catalog"}, {"version", 1}, {"devices", devices}}.dump();
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void patchWithoutSourceIsUserValue();
    void contractIdsPresent_data();
    void contractIdsPresent();
    void everyDeviceSourced();
    void allKindsPresent();
    void h100Datasheet();
    void rejectsBadField_data();
    void rejectsBadField();
    void rejectsNewerVersion();
    void userCatalogOverridesBuiltInValue();
    void userCatalogAddsDevice();
    void failedMergeLeavesCatalogUntouched();
    void unknownIdSuggestsClosest();
    void schemaAndLoaderAgree();
    void capabilitiesAreCatalogData();
    void capabilityDefaultsByKind();
};

void TestCatalog::contractIdsPresent_data()
{
    QTest::addColumn<QString>("id");
    // CONTRACT.md "Device ids".
    for (const char* id : {"nvidia-a100-sxm4-80gb",
                           "nvidia-h100-sxm5-80gb",
                           "nvidia-h800-sxm5-80gb",
                           "nvidia-h200-sxm-141gb",
                           "nvidia-b200-sxm-180gb",
                           "nvidia-gb200-nvl72",
                           "nvidia-l40s",
                           "nvidia-l4",
                           "amd-mi300x",
                           "amd-mi325x",
                           "google-tpu-v4",
                           "google-tpu-v5e",
                           "google-tpu-v5p",
                           "google-tpu-v6e",
                           "intel-gaudi3",
                           "intel-xeon-8480plus",
                           "intel-xeon-6980p",
                           "amd-epyc-9654",
                           "amd-epyc-9965",
                           "aws-graviton4"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestCatalog::contractIdsPresent()
{
    QFETCH(QString, id);
    static const Catalog catalog = Catalog::builtIn();
    QVERIFY2(catalog.find(id.toStdString()) != nullptr, qPrintable(id));
}

void TestCatalog::everyDeviceSourced()
{
    const Catalog catalog = Catalog::builtIn();
    QVERIFY(catalog.devices().size() >= 20);
    // The tensor copy engine by generation: TMA from Hopper on, TPU DMA; none on Ampere,
    // CDNA3 or a CPU.
    QVERIFY(catalog.find("nvidia-h100-sxm5-80gb")->hasTensorCopyEngine());
    QVERIFY(catalog.find("nvidia-b200-sxm-180gb")->hasTensorCopyEngine());
    QVERIFY(catalog.find("google-tpu-v5p")->hasTensorCopyEngine());
    QVERIFY(!catalog.find("nvidia-a100-sxm4-80gb")->hasTensorCopyEngine());
    QVERIFY(!catalog.find("amd-mi300x")->hasTensorCopyEngine());
    QVERIFY(!catalog.find("intel-xeon-6980p")->hasTensorCopyEngine());
    for (const Device& d : catalog.devices()) {
        const QByteArray id = QByteArray::fromStdString(d.id);
        QVERIFY2(!d.peakSource.empty(), id);
        QVERIFY2(!d.memorySource.empty(), id);
        QVERIFY2(d.memoryBandwidthBytesPerSec > 0 && d.memoryCapacityBytes > 0, id);
        if (d.kind == DeviceKind::Cpu)
            QVERIFY2(!d.peakDerivation.empty(), id);
        for (const auto* link : {&d.hostLink, &d.scaleUp, &d.scaleOut})
            if (*link)
                QVERIFY2(!(*link)->source.empty() && (*link)->bandwidthBytesPerSec > 0, id);
        if (d.tdpWatts)
            QVERIFY2(!d.powerSource.empty(), id);
        if (d.price)
            QVERIFY2(!d.price->date.empty() && !d.price->source.empty(), id);
        // Every built-in device states whether it has a tensor copy engine, what it has and
        // where that is documented (issue #27: the fact selects the overlap exponent).
        QVERIFY2(d.tensorCopyEngine && !d.tensorCopyEngine->source.empty() &&
                     !d.tensorCopyEngine->mechanism.empty(),
                 id);
        // Dense peaks are ordered the way the hardware is built: narrower is never slower.
        if (d.peak(Precision::BF16) && d.peak(Precision::FP8))
            QVERIFY2(*d.peak(Precision::FP8) >= *d.peak(Precision::BF16), id);
        if (d.peak(Precision::FP32) && d.peak(Precision::BF16))
            QVERIFY2(*d.peak(Precision::BF16) >= *d.peak(Precision::FP32), id);
    }
}

void TestCatalog::allKindsPresent()
{
    const Catalog catalog = Catalog::builtIn();
    int counts[4] = {};
    for (const Device& d : catalog.devices())
        ++counts[int(d.kind)];
    QVERIFY(counts[int(DeviceKind::Cpu)] >= 5);
    QVERIFY(counts[int(DeviceKind::Gpu)] >= 10);
    QVERIFY(counts[int(DeviceKind::Tpu)] >= 4);
}

void TestCatalog::h100Datasheet()
{
    // NVIDIA H100 SXM5 datasheet (dense = half the printed sparse figures).
    const Catalog catalog = Catalog::builtIn();
    const Device& d = catalog.at("nvidia-h100-sxm5-80gb");
    QCOMPARE(*d.peak(Precision::BF16), 989.4e12);
    QCOMPARE(d.memoryBandwidthBytesPerSec, 3.35e12);
    // "80 GB" of HBM3 is 80 GiB (capacity_basis GiB): five 16 GiB stacks.
    QCOMPARE(d.memoryCapacityBytes, 80.0 * 1073741824.0);
    QVERIFY(d.scaleUp && d.scaleUp->domainSize == 8);
    QVERIFY(!d.peak(Precision::FP4)); // Hopper has no FP4 tensor cores: absent, not zero
}

void TestCatalog::rejectsBadField_data()
{
    QTest::addColumn<QString>("patch");
    QTest::addColumn<QString>("expectedField");
    QTest::newRow("negative bandwidth") << R"({"memory": {"bandwidth_tb_per_s": -1}})"
                                        << "memory.bandwidth_tb_per_s";
    QTest::newRow("bandwidth as string") << R"({"memory": {"bandwidth_tb_per_s": "3.35"}})"
                                         << "memory.bandwidth_tb_per_s";
    QTest::newRow("absurd capacity") << R"({"memory": {"capacity_gb": 1e12}})"
                                     << "memory.capacity_gb";
    QTest::newRow("unknown kind") << R"({"kind": "fpga"})"
                                  << "kind";
    QTest::newRow("unknown precision") << R"({"peak_tflops": {"bf17": 5}})"
                                       << "peak_tflops.bf17";
    QTest::newRow("zero peak") << R"({"peak_tflops": {"bf16": 0}})"
                               << "peak_tflops.bf16";
    QTest::newRow("misspelt field") << R"({"memroy": {}})"
                                    << "memroy";
    QTest::newRow("missing source") << R"({"peak_source": null})"
                                    << "peak_source";
    QTest::newRow("fractional domain")
        << R"({"scale_up": {"name": "x", "bandwidth_gb_per_s": 100, "domain_size": 7.5, "topology": "switch", "source": "s"}})"
        << "scale_up.domain_size";
    QTest::newRow("torus axis on a switch")
        << R"({"scale_up": {"name": "x", "bandwidth_gb_per_s": 100, "domain_size": 8, "topology": "switch", "torus_axis_chips": 4, "source": "s"}})"
        << "scale_up.torus_axis_chips";
    QTest::newRow("no links")
        << R"({"scale_up": {"name": "x", "bandwidth_gb_per_s": 100, "domain_size": 8, "topology": "mesh", "links": 0, "source": "s"}})"
        << "scale_up.links";
    QTest::newRow("cpu without derivation") << R"({"kind": "cpu"})"
                                            << "peak_derivation";
    QTest::newRow("min tile above tile")
        << R"({"matrix_unit": {"tile_rows": 128, "min_tile_rows": 256, "source": "s"}})"
        << "matrix_unit.min_tile_rows";
    QTest::newRow("matrix unit unsourced") << R"({"matrix_unit": {"tile_rows": 128}})"
                                           << "matrix_unit.source";
    QTest::newRow("serving stack in training")
        << R"({"software": {"training_stacks": ["vllm"], "source": "s"}})"
        << "software.training_stacks[0]";
    QTest::newRow("no serving stack") << R"({"software": {"serving_stacks": [], "source": "s"}})"
                                      << "software.serving_stacks";
    QTest::newRow("unknown runtime") << R"({"software": {"runtime": "cuda12", "source": "s"}})"
                                     << "software.runtime";
}

void TestCatalog::rejectsBadField()
{
    QFETCH(QString, patch);
    QFETCH(QString, expectedField);
    json device = minimalDevice("test-device");
    device.merge_patch(json::parse(patch.toStdString()));
    Catalog catalog;
    try {
        catalog.merge(catalogText(json::array({device})), "user.json");
        QFAIL("bad entry accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("user.json"));
        QVERIFY2(e.field().find("test-device") != std::string::npos, e.what());
        QVERIFY2(QString::fromStdString(e.field()).endsWith(expectedField), e.what());
        // The one-line message names file, device and field.
        const QString what = QString::fromUtf8(e.what());
        QVERIFY(what.startsWith("user.json: devices[test-device]." + expectedField));
    }
}

void TestCatalog::rejectsNewerVersion()
{
    Catalog catalog;
    const std::string text = json{
        {"format", "accelplan-catalog"},
        {"version", kCatalogFormatVersion + 1},
        {"devices",
         json::array()}}.dump();
    try {
        catalog.merge(text, "future.json");
        QFAIL("newer version accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("version"));
        QVERIFY(QString::fromUtf8(e.what()).contains("update AccelPlan"));
    }
    QVERIFY_THROWS_EXCEPTION(InputError, catalog.merge("{not json", "broken.json"));
}

void TestCatalog::patchWithoutSourceIsUserValue()
{
    // A patch that changes a figure without a source must not keep the datasheet's source
    // beside the user's number; the groups it leaves alone keep theirs.
    Catalog catalog = Catalog::builtIn();
    const Device before = catalog.at("nvidia-h100-sxm5-80gb");
    const json patch = {{"id", "nvidia-h100-sxm5-80gb"},
                        {"memory", {{"bandwidth_tb_per_s", 3.0}}},
                        {"power", {{"tdp_w", 650}}},
                        {"peak_tflops", {{"bf16", 900}}}};
    catalog.merge(catalogText(json::array({patch})), "mine.json");
    const Device& d = catalog.at("nvidia-h100-sxm5-80gb");
    QCOMPARE(d.memoryBandwidthBytesPerSec, 3.0e12);
    QCOMPARE(d.memorySource, std::string("user value (mine.json)"));
    QCOMPARE(d.powerSource, std::string("user value (mine.json)"));
    QCOMPARE(d.peakSource, std::string("user value (mine.json)"));
    QVERIFY(d.peakDerivation.empty()); // it explained the datasheet's peaks
    QCOMPARE(d.scaleUp->source, before.scaleUp->source);
    QVERIFY(!before.memorySource.empty() && before.memorySource != d.memorySource);
    // Stated with its source, the source is the user's.
    catalog.merge(
        catalogText(json::array({json{{"id", "nvidia-h100-sxm5-80gb"},
                                      {"power", {{"tdp_w", 700}, {"source", "our meter"}}}}})),
        "meter.json");
    QCOMPARE(catalog.at("nvidia-h100-sxm5-80gb").powerSource, std::string("our meter"));
}

void TestCatalog::userCatalogOverridesBuiltInValue()
{
    Catalog catalog = Catalog::builtIn();
    const size_t before = catalog.devices().size();
    const double bf16 = *catalog.at("nvidia-h100-sxm5-80gb").peak(Precision::BF16);
    // A user who measured their HBM at 3.0 TB/s patches that one number.
    const json patch = {{"id", "nvidia-h100-sxm5-80gb"},
                        {"memory", {{"bandwidth_tb_per_s", 3.0}, {"source", "our STREAM run"}}}};
    catalog.merge(catalogText(json::array({patch})), "/home/u/catalog.json");
    const Device& d = catalog.at("nvidia-h100-sxm5-80gb");
    QCOMPARE(d.memoryBandwidthBytesPerSec, 3.0e12);
    QCOMPARE(d.memorySource, std::string("our STREAM run"));
    QCOMPARE(*d.peak(Precision::BF16), bf16); // untouched fields stay
    QCOMPARE(catalog.devices().size(), before);
    QVERIFY(d.origin.find("/home/u/catalog.json") != std::string::npos);
}

void TestCatalog::userCatalogAddsDevice()
{
    Catalog catalog = Catalog::builtIn();
    const size_t before = catalog.devices().size();
    catalog.merge(catalogText(json::array({minimalDevice("acme-npu-1")})), "user.json");
    QCOMPARE(catalog.devices().size(), before + 1);
    QCOMPARE(*catalog.at("acme-npu-1").peak(Precision::BF16), 100e12);
}

void TestCatalog::failedMergeLeavesCatalogUntouched()
{
    Catalog catalog = Catalog::builtIn();
    const size_t before = catalog.devices().size();
    json good = minimalDevice("acme-npu-1");
    json bad = minimalDevice("acme-npu-2");
    bad["memory"]["capacity_gb"] = -5;
    QVERIFY_THROWS_EXCEPTION(InputError,
                             catalog.merge(catalogText(json::array({good, bad})), "u.json"));
    QCOMPARE(catalog.devices().size(), before);
    QVERIFY(!catalog.find("acme-npu-1"));
}

void TestCatalog::unknownIdSuggestsClosest()
{
    const Catalog catalog = Catalog::builtIn();
    try {
        catalog.at("nvidia-h100-sxm-80gb");
        QFAIL("unknown id accepted");
    } catch (const InputError& e) {
        QVERIFY(QString::fromUtf8(e.what()).contains("nvidia-h100-sxm5-80gb"));
    }
}

void TestCatalog::schemaAndLoaderAgree()
{
    // data/schema/catalog.schema.json documents what the loader enforces: every property it
    // lists is accepted, and every field it marks required is rejected when missing.
    const json schema = json::parse(*embeddedFile("schema/catalog.schema.json"));
    const json& device = schema["$defs"]["device"];
    json full = minimalDevice("schema-check");
    full["architecture"] = "x";
    full["peak_derivation"] = "d";
    full["cache"] = {{"capacity_mb", 50}, {"bandwidth_tb_per_s", 10}, {"source", "s"}};
    const json link = {{"name", "l"}, {"bandwidth_gb_per_s", 50}, {"source", "s"}};
    full["host_link"] = link;
    full["scale_out"] = link;
    full["scale_up"] = {{"name", "u"},
                        {"bandwidth_gb_per_s", 450},
                        {"domain_size", 8},
                        {"topology", "switch"},
                        {"source", "s"}};
    full["host"] = {{"devices", 4}, {"source", "s"}};
    full["price"] = {{"usd", 1000}, {"date", "2026-01"}, {"source", "s"}};
    full["tensor_copy_engine"] = {{"present", true}, {"mechanism", "m"}, {"source", "s"}};
    full["clock"] = {{"peak_mhz", 2100}, {"sustained_mhz", 1400}, {"source", "s"}};
    full["peak_tflops"]["fp16"] = 100.0; // fp16_accumulate_tflops needs the fp16 peak
    full["fp16_accumulate_tflops"] = 200.0;
    full["matrix_unit"] = {
        {"tile_rows", 128}, {"min_tile_rows", 16}, {"async_mma", true}, {"source", "s"}};
    full["software"] = {{"training_stacks", {"megatron"}},
                        {"serving_stacks", {"vllm"}},
                        {"runtime", "cuda"},
                        {"source", "s"}};
    full["notes"] = "n";
    for (const auto& [key, _] : device["properties"].items())
        if (key != "cpu")
            QVERIFY2(full.contains(key), key.c_str());
    Catalog ok;
    ok.merge(catalogText(json::array({full})), "full.json");
    for (const auto& required : device["required"]) {
        json missing = full;
        missing.erase(required.get<std::string>());
        if (required == "id")
            continue; // an entry without id cannot be named; tested by the loader separately
        Catalog c;
        try {
            c.merge(catalogText(json::array({missing})), "m.json");
            QFAIL(qPrintable("accepted without " + QString::fromStdString(required)));
        } catch (const InputError& e) {
            QVERIFY2(e.field().ends_with(required.get<std::string>()), e.what());
        }
    }
}

// What a device does is catalog data with a source (#24, #26), never keyed on its name: every
// built-in device states its matrix unit and its software, and the values the engine read off
// names before are there (TPU v6e/TPU7x 256-row MXU tiles; asynchronous MMA on Hopper and
// datacenter Blackwell, not on the sm_120 GeForce/workstation Blackwell; the stacks).
void TestCatalog::capabilitiesAreCatalogData()
{
    const Catalog catalog = Catalog::builtIn();
    for (const Device& d : catalog.devices()) {
        const QByteArray id = QByteArray::fromStdString(d.id);
        QVERIFY2(d.matrix && !d.matrix->source.empty(), id);
        QVERIFY2(d.matrix->minTileRows <= d.matrix->tileRows, id);
        QVERIFY2(d.software && !d.software->source.empty(), id);
        QVERIFY2(!d.software->trainingStacks.empty() && !d.software->servingStacks.empty(), id);
    }
    auto unit = [&](const char* id) { return catalog.at(id).matrixUnit(); };
    QCOMPARE(unit("google-tpu-v5p").tileRows, 128);
    QCOMPARE(unit("google-tpu-v6e").tileRows, 256);
    QCOMPARE(unit("google-tpu-v7").minTileRows, 256);
    QCOMPARE(unit("nvidia-h100-sxm5-80gb").minTileRows, 16);
    QCOMPARE(unit("intel-xeon-6980p").tileRows, 16);
    QVERIFY(unit("nvidia-h100-sxm5-80gb").asyncMma);
    QVERIFY(unit("nvidia-b200-sxm-180gb").asyncMma);
    QVERIFY(!unit("nvidia-a100-sxm4-80gb").asyncMma);
    QVERIFY(!unit("nvidia-geforce-rtx-5090").asyncMma);
    QVERIFY(!unit("nvidia-rtx-pro-6000-blackwell").asyncMma);
    QVERIFY(!unit("amd-mi300x").asyncMma);
    auto stacks = [&](const char* id, bool training) { return stacksOn(catalog.at(id), training); };
    QCOMPARE(stacks("nvidia-h100-sxm5-80gb", false).front(), std::string("tensorrt-llm"));
    QCOMPARE(stacks("amd-mi300x", false).front(), std::string("vllm"));
    QCOMPARE(stacks("intel-gaudi3", true).front(), std::string("deepspeed"));
    QCOMPARE(stacks("google-tpu-v5p", true).front(), std::string("maxtext"));
    QCOMPARE(stacks("aws-trainium2", false).front(), std::string("neuron"));
    QCOMPARE(stacks("nvidia-grace", false).front(), std::string("llama.cpp"));
    QVERIFY(catalog.at("nvidia-h100-sxm5-80gb").runtime() == DeviceRuntime::Cuda);
    QVERIFY(catalog.at("amd-mi300x").runtime() == DeviceRuntime::Rocm);
    QVERIFY(catalog.at("amd-epyc-9654").runtime() == DeviceRuntime::Other);
}

// A user's device without matrix_unit or software gets its kind's documented default, whatever
// its vendor or name: an "NVIDIA" GPU does not get TensorRT-LLM or asynchronous MMA unless its
// entry says so.
void TestCatalog::capabilityDefaultsByKind()
{
    json gpu = minimalDevice("nvidia-h100-lookalike");
    gpu["vendor"] = "NVIDIA";
    gpu["architecture"] = "hopper";
    json tpu = minimalDevice("tpu-v6e-lookalike");
    tpu["kind"] = "tpu";
    tpu["architecture"] = "tpu-v6e";
    json cpu = minimalDevice("cpu-like");
    cpu["kind"] = "cpu";
    cpu["peak_derivation"] = "d";
    Catalog catalog;
    catalog.merge(catalogText(json::array({gpu, tpu, cpu})), "user.json");
    const Device& g = catalog.at("nvidia-h100-lookalike");
    QVERIFY(!g.matrix && !g.software);
    QCOMPARE(g.matrixUnit().tileRows, 128);
    QCOMPARE(g.matrixUnit().minTileRows, 16);
    QVERIFY(!g.matrixUnit().asyncMma);
    QCOMPARE(stacksOn(g, false).front(), std::string("vllm"));
    QCOMPARE(stacksOn(g, true).front(), std::string("megatron"));
    QVERIFY(g.runtime() == DeviceRuntime::Other);
    const Device& t = catalog.at("tpu-v6e-lookalike");
    QCOMPARE(t.matrixUnit().tileRows, 128);
    QCOMPARE(t.matrixUnit().minTileRows, 128);
    QCOMPARE(stacksOn(t, true).front(), std::string("maxtext"));
    QCOMPARE(stacksOn(t, false).front(), std::string("jetstream"));
    const Device& c = catalog.at("cpu-like");
    QCOMPARE(c.matrixUnit().tileRows, 16);
    QCOMPARE(stacksOn(c, true).front(), std::string("fsdp"));
    QCOMPARE(stacksOn(c, false).front(), std::string("llama.cpp"));
    // A stated unit without min_tile_rows: the kind's, at most its own tile.
    json small = minimalDevice("small-tiles");
    small["matrix_unit"] = {{"tile_rows", 8}, {"source", "s"}};
    catalog.merge(catalogText(json::array({small})), "user.json");
    QCOMPARE(catalog.at("small-tiles").matrixUnit().minTileRows, 8);
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
