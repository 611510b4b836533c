// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Specimen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specimen", targets: ["specimen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // The design model and colour maths: no dependencies.
        .target(name: "SpecimenModel"),
        // Markdown, front matter, sidecars and prose -> the model. Knows nothing of rendering,
        // writing or the build cache.
        .target(
            name: "SpecimenReading",
            dependencies: [
                "SpecimenModel",
                "CCmarkGFM",
                .product(name: "Yams", package: "Yams"),
            ],
            // Compiled into the binary, so `specimen` needs no resource folder beside it.
            resources: [.embedInCode("Vocabulary/vocabulary.yml")]
        ),
        // Contrast, claims, lint and diff over what reading gives; the analysis that runs them.
        .target(name: "SpecimenAudit", dependencies: ["SpecimenModel", "SpecimenReading"]),
        // Render (Mustache), fonts, writing, and the build pipeline with its cache.
        .target(
            name: "SpecimenSite",
            dependencies: [
                "SpecimenModel", "SpecimenReading", "SpecimenAudit",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // `Templates` here is a symlink to the repository's Templates/, which the plugin
            // reads. Excluded from the sources, it still puts the folder in the package's
            // structure, so adding or removing a template makes SwiftPM run the plugin again
            // (without it a removed file failed the build as a missing input).
            exclude: ["Templates"],
            // The templates and site assets, compiled in from Templates/ at every build, so
            // `specimen` needs no folder beside it.
            plugins: ["EmbedTemplates"]
        ),
        // `specimen serve`: the HTTP server and live reload.
        .target(
            name: "SpecimenServe",
            dependencies: [
                "SpecimenModel", "SpecimenSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Turns Templates/ into Swift source; run on the build machine by the plugin.
        .executableTarget(name: "embed-templates"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
        // `specimen mcp`: the design model served to coding agents over the Model Context
        // Protocol. The gallery's CSS comes from SpecimenSite, so a component reads as drawn.
        .target(
            name: "SpecimenAgent",
            dependencies: [
                "SpecimenModel", "SpecimenReading", "SpecimenAudit", "SpecimenSite",
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .executableTarget(
            name: "specimen",
            dependencies: [
                "SpecimenModel", "SpecimenReading", "SpecimenAudit", "SpecimenSite", "SpecimenServe", "SpecimenAgent",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // jemalloc in place of glibc's malloc: a build allocates millions of small strings
            // and arrays on every core, which glibc's arenas handle poorly (docs/ARCHITECTURE.md).
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "SpecimenKitTests",
            dependencies: [
                "SpecimenModel", "SpecimenReading", "SpecimenAudit", "SpecimenSite", "SpecimenServe", "SpecimenAgent",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
