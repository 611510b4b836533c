import Testing

/// Every component test nests here so `swift test --filter Component` runs them together.
@Suite("Components") enum ComponentTests {}
