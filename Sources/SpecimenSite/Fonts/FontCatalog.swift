import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The fonts installed on this machine, read once from fontconfig's `fc-list`.
///
/// Only open-licence families Debian ships are expected here (EB Garamond, Comfortaa, Inter…);
/// Apple's fonts are never installed on Linux and so are never shipped.
public struct FontCatalog: Sendable {
    public var faces: [FontFace]

    public init(faces: [FontFace]) {
        self.faces = faces
    }

    /// Parses `fc-list : family style weight slant file` lines:
    /// `/path/Inter-Bold.otf: Inter:style=Bold:slant=0:weight=200`.
    public init(fcList output: String) {
        var faces: [FontFace] = []
        for line in output.split(separator: "\n") {
            guard let colon = line.range(ofLiteral: ": ") else { continue }
            let path = String(line[..<colon.lowerBound])
            let fields = line[colon.upperBound...].split(separator: ":")
            guard let familyField = fields.first else { continue }
            var weight = 80, slant = 0
            for field in fields.dropFirst() {
                if field.hasPrefix("weight="), let value = Int(field.dropFirst(7)) { weight = value }
                if field.hasPrefix("slant="), let value = Int(field.dropFirst(6)) { slant = value }
            }
            for family in familyField.split(separator: ",") {
                faces.append(FontFace(family: String(family), weight: Self.cssWeight(fontconfig: weight), italic: slant > 0, path: path))
            }
        }
        self.faces = faces
    }

    /// The installed catalog; empty when fontconfig is missing (pages then fall back to the
    /// named stacks, which still render).
    public static let installed: FontCatalog = {
        guard let output = try? Subprocess.run("fc-list", [":", "family", "style", "weight", "slant", "file"]) else {
            return FontCatalog(faces: [])
        }
        return FontCatalog(fcList: output)
    }()

    /// The faces of a family to ship: regular and bold, upright and italic, plus any weights the
    /// documents use. When a family has several files for one face (optical sizes), the last
    /// path wins, so the choice never depends on listing order.
    public func faces(of family: String, weights: Set<Int>) -> [FontFace] {
        let wanted = weights.union([400, 700])
        var chosen: [String: FontFace] = [:]
        for face in faces where face.family.caseInsensitiveCompare(family) == .orderedSame && wanted.contains(face.weight) {
            let key = "\(face.weight)-\(face.italic)"
            if let existing = chosen[key], existing.path >= face.path { continue }
            chosen[key] = face
        }
        return chosen.values.sorted { ($0.weight, $0.italic ? 1 : 0) < ($1.weight, $1.italic ? 1 : 0) }
    }

    /// fontconfig's weight scale to CSS.
    package static func cssWeight(fontconfig weight: Int) -> Int {
        switch weight {
        case ..<20: 100
        case ..<45: 200
        case ..<65: 300
        case ..<90: 400
        case ..<140: 500
        case ..<190: 600
        case ..<203: 700
        case ..<208: 800
        default: 900
        }
    }
}
