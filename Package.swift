// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Specimen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specimen", targets: ["specimen"]),
        .library(name: "SpecimenKit", targets: ["SpecimenKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(
            name: "SpecimenKit",
            dependencies: [
                "CCmarkGFM",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // `Templates` here is a symlink to the repository's Templates/, which the plugin
            // reads. Excluded from the sources, it still puts the folder in the package's
            // structure, so adding or removing a template makes SwiftPM run the plugin again
            // (without it a removed file failed the build as a missing input).
            exclude: ["Templates"],
            // Compiled into the binary, so `specimen` needs no resource folder beside it.
            resources: [.embedInCode("Vocabulary/vocabulary.yml")],
            // So are the templates and site assets, generated from Templates/ at every build.
            plugins: ["EmbedTemplates"]
        ),
        // Turns Templates/ into Swift source; run on the build machine by the plugin.
        .executableTarget(name: "embed-templates"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
        .executableTarget(
            name: "specimen",
            dependencies: [
                "SpecimenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // jemalloc in place of glibc's malloc (docs/ARCHITECTURE.md "Targets"): a build
            // allocates millions of small strings and arrays on every core, and glibc's arenas
            // were a large share of a big build's CPU.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "SpecimenKitTests",
            dependencies: [
                "SpecimenKit",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
