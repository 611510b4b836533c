import Foundation

/// Where Specimen keeps what it can always make again (fonts converted to WOFF2, compiled
/// templates): `$XDG_CACHE_HOME/specimen`, else `~/.cache/specimen` (a relative
/// `XDG_CACHE_HOME` is ignored, as the XDG spec asks). Deleting it costs the next build its
/// time, nothing else.
public enum UserCache {
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : $0.appendingPathComponent(".cache") }
            ?? NSHomeDirectory().appendingPathComponent(".cache")
        return base.appendingPathComponent("specimen")
    }
}
