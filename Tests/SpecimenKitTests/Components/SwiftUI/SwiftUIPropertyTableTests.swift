import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Every modifier in the table sets the property it names, read through the whole reader.
    @Suite struct SwiftUIPropertyTableTests {
        /// A listing body per modifier of the table, and what it must set.
        static let samples: [String: (body: String, check: @Sendable (PropertySet) -> Bool)] = [
            "background": ("Text(\"Go\")\n    .background(.blue)", { $0.fill?.value?.hex == "#007AFF" }),
            "fill": ("Capsule()\n    .fill(Color(hex: \"1F7A6F\"))", { $0.fill?.value?.hex == "#1F7A6F" && $0.fullyRounded?.value == true }),
            "foregroundStyle": ("Text(\"Go\")\n    .foregroundStyle(.white)", { $0.textColor?.value?.hex == "#FFFFFF" }),
            "foregroundColor": ("Text(\"Go\")\n    .foregroundColor(Color.red)", { $0.textColor?.value?.hex == "#FF3B30" }),
            "tint": ("Text(\"Go\")\n    .padding(4)\n    .tint(.green)", { $0.textColor?.value?.hex == "#34C759" }),
            "font": ("Text(\"Go\")\n    .font(.system(size: 17, weight: .semibold))", { $0.font?.value?.size == Length(17) && $0.font?.value?.weight == "semibold" }),
            "fontWeight": ("Text(\"Go\")\n    .font(.body)\n    .fontWeight(.bold)", { $0.font?.value?.weight == "bold" }),
            "textCase": ("Text(\"Go\")\n    .font(.body)\n    .textCase(.uppercase)", { $0.font?.value?.uppercase == true }),
            "padding": ("Text(\"Go\")\n    .padding(.horizontal, 20)\n    .padding(.vertical, 12)", {
                $0.paddingHorizontal?.value == Length(20) && $0.paddingVertical?.value == Length(12)
            }),
            "frame": ("Text(\"Go\")\n    .frame(maxWidth: .infinity, minHeight: 44)", { $0.fullWidth?.value == true && $0.minHeight?.value == Length(44) }),
            "cornerRadius": ("Text(\"Go\")\n    .cornerRadius(12)", { $0.radius?.value == Length(12) }),
            "clipShape": ("Text(\"Go\")\n    .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))", {
                $0.radius?.value == Length(10) && $0.continuousCorners?.value == true
            }),
            "overlay": ("Text(\"Go\")\n    .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.black, lineWidth: 2))", {
                $0.borderWidth?.value == Length(2) && $0.borderColor?.value?.hex == "#000000" && $0.radius?.value == Length(8)
            }),
            "border": ("Text(\"Go\")\n    .border(Color.gray, width: 1.5)", { $0.borderWidth?.value == Length(1.5) && $0.borderColor?.value?.hex == "#8E8E93" }),
            "stroke": ("Text(\"Go\")\n    .overlay(Capsule().stroke(.orange, lineWidth: 3))", { $0.borderWidth?.value == Length(3) && $0.borderColor?.value?.hex == "#FF9500" }),
            "opacity": ("Text(\"Go\")\n    .opacity(0.4)", { $0.opacity?.value == 0.4 }),
            "scaleEffect": ("Text(\"Go\")\n    .scaleEffect(0.97)", { $0.scaleOnPress?.value == 0.97 }),
            "shadow": ("Text(\"Go\")\n    .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)", {
                $0.shadow?.value?.blur == Length(8) && $0.shadow?.value?.y == Length(4)
            }),
        ]

        @Test func everyModifierInTheTableHasASample() {
            #expect(Set(Vocabulary.swiftUI.modifiers.keys) == Set(Self.samples.keys))
        }

        @Test(arguments: Vocabulary.swiftUI.modifiers.keys.sorted())
        func modifierSetsItsProperty(_ modifier: String) throws {
            let sample = try #require(Self.samples[modifier])
            let listing = SwiftUIListing(body: sample.body)
            #expect(sample.check(listing.base), "\(modifier): \(listing.base)")
        }

        @Test func aStyledChainNeedsAStylingModifier() {
            #expect(Vocabulary.swiftUI.styles("background"))
            #expect(!Vocabulary.swiftUI.styles("tint"))
            #expect(SwiftUIListing(body: "Button(\"Delete\") { }\n    .tint(.red)").spec == nil)
        }

        @Test func statesAndVariantsComeFromTernariesAndComputedProperties() throws {
            let listing = SwiftUIListing(
                body: "Text(title)\n    .foregroundStyle(isPressed ? Color.gray : Color.white)\n    .background(fill)",
                declarations: """
                    let title: String
                    var style: Style = .primary
                    @State private var isPressed: Bool = false

                    private var fill: Color {
                        switch style {
                        case .primary: return Color(hex: "1F7A6F")
                        case .secondary: return .white
                        }
                    }
                """)
            let spec = try #require(listing.spec)
            #expect(spec.base[.default].textColor?.value?.hex == "#FFFFFF")
            #expect(spec.base[.pressed].textColor?.value?.hex == "#8E8E93")
            #expect(spec.variants.map(\.name) == ["primary", "secondary"])
            #expect(spec.variant(named: "primary")?[.default].fill?.value?.hex == "#1F7A6F")
        }

        @Test func aOneLineChainIsRead() throws {
            let listing = SwiftUIListing(body: "Text(\"Hi\").padding(8).background(.blue).cornerRadius(6)")
            #expect(listing.base.paddingHorizontal?.value == Length(8))
            #expect(listing.base.fill?.value?.hex == "#007AFF")
            #expect(listing.base.radius?.value == Length(6))
        }

        @Test func bracesInStringsAndCommentsDoNotEndTheView() throws {
            let listing = SwiftUIListing(
                body: """
                VStack { // a brace in a comment: }
                    Text("} closed? {")
                        .font(.headline)
                    Text(\"\"\"
                    }
                    \"\"\")
                }
                .padding(16) /* } */
                .background(Color(red: 0.2, green: 0.4, blue: 0.6))
                """)
            let spec = try #require(listing.spec)
            #expect(spec.base[.default].paddingVertical?.value == Length(16))
            #expect(spec.base[.default].fill?.value?.hex == "#336699")
            #expect(spec.base[.default].font?.value?.styleReference == "headline")
        }
    }
}
