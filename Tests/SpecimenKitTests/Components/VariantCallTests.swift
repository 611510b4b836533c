import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component's looks written as a class-variance call (`cva("shared", { variants: { … } })`,
/// `tv({ base, variants })`): every variant of the first group is drawn, over the shared classes
/// and the default size's; its classes resolve through the document's own custom properties.
@Suite struct VariantCallTests {
    static let document = """
    # Larkspur

    Larkspur sells seats for small community theatres. Its colours are CSS variables holding
    bare HSL channels, wrapped by the Tailwind config as `hsl(var(--name))`.

    ```css
    :root {
      --background: 45 40% 98%;
      --foreground: 215 38% 13%;
      --primary: 160 62% 28%;
      --primary-foreground: 0 0% 100%;
      --secondary: 42 30% 91%;
      --secondary-foreground: 215 32% 20%;
      --danger: 3 68% 44%;
      --danger-foreground: 0 0% 100%;
      --accent: 42 45% 88%;
      --border: 38 20% 82%;
      --ring: 160 62% 28%;
    }
    ```

    ## Components

    ### Button

    ```tsx
    const buttonStyles = cva(
      "inline-flex items-center gap-2 rounded-md text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40",
      {
        variants: {
          tone: {
            solid: "bg-primary text-primary-foreground hover:bg-primary/85",
            danger: "bg-danger text-danger-foreground hover:bg-danger/85",
            outline: "border border-border bg-background text-foreground hover:bg-accent",
            soft: "bg-secondary text-secondary-foreground hover:bg-secondary/70",
            quiet: "text-foreground hover:bg-accent",
            curtain: "bg-velvet text-white",
          },
          size: {
            regular: "h-10 px-5 py-2",
            compact: "h-8 px-3 text-xs",
          },
        },
        defaultVariants: { tone: "solid", size: "regular" },
      }
    )
    ```

    ### Badge

    ```ts
    // The badge's looks.
    export const badge = tv({
      base: ["inline-flex rounded-full px-2.5", "text-xs font-semibold"],
      variants: {
        intent: {
          neutral: "bg-secondary text-secondary-foreground",
          alert: "bg-danger text-danger-foreground",
        },
      },
    })
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    /// Every key of the first group is a variant, none dropped, in the order written.
    @Test func everyVariantIsDrawn() throws {
        let button = try #require(Self.system.get().components.first { $0.name == "Button" })
        #expect(button.variants.map(\.name) == ["solid", "danger", "outline", "soft", "quiet", "curtain"])
        let badge = try #require(Self.system.get().components.first { $0.name == "Badge" })
        #expect(badge.variants.map(\.name) == ["neutral", "alert"])
    }

    /// The shared classes (corners, type, focus ring, disabled opacity) and the default size's are
    /// every variant's; a size that is not the default is no look.
    @Test func sharedClassesAndTheDefaultSizeAreEveryVariants() throws {
        let components = try Self.system.get().components
        let danger = try TestSupport.variant("Button", "danger", in: components)
        let look = try #require(danger[.default])
        #expect(look.fill?.hex == "#BC2C24")
        #expect(look.textColor?.hex == "#FFFFFF")
        #expect(look.radius == 6)
        #expect(look.height == 40)
        #expect(look.paddingHorizontal == 20)
        #expect(look.font?.size == 14)
        #expect(danger[.focus]?.shadow?.layers.last?.color?.hex == "#1B7456")
        #expect(danger[.disabled]?.opacity == 0.4)
        let badge = try #require(TestSupport.variant("Badge", "alert", in: components)[.default])
        #expect(badge.fullyRounded)
        #expect(badge.paddingHorizontal == 10)
        #expect(badge.font?.size == 12)
    }

    /// `hover:bg-primary/85` is the hover's fill, the document's primary at 85%; `border-border`
    /// is the document's own `--border`.
    @Test func statesAndOpacityResolveThroughTheDocumentsProperties() throws {
        let components = try Self.system.get().components
        let solid = try TestSupport.variant("Button", "solid", in: components)
        #expect(solid[.default]?.fill?.hex == "#1B7456")
        #expect(solid[.hover]?.fill?.alpha == 0.85)
        let outline = try TestSupport.variant("Button", "outline", in: components)
        #expect(outline[.default]?.borderColor?.hex == "#DAD4C8")
        #expect(outline[.hover]?.fill?.hex == "#EEE6D3")
    }

    /// `bg-velvet` names no colour the document defines: listed with its words, never drawn.
    @Test func aClassNamingNothingIsListed() throws {
        let curtain = try #require(TestSupport.variant("Button", "curtain", in: Self.system.get().components)[.default])
        #expect(curtain.fill == nil)
        #expect(curtain.unresolvedValues.values.contains { $0.text == "bg-velvet" })
    }

    /// The call's keys and strings are no tokens.
    @Test func theCallNamesNoTokens() throws {
        let names = try Self.system.get().tokens.tokens.map(\.name)
        #expect(!names.contains { ["solid", "danger", "base", "regular", "compact", "neutral"].contains($0.lowercased()) })
    }

    /// Untrusted input: brackets nested far deeper than any call writes them are passed over, not
    /// read by recursion until the stack runs out; the call's first looks are still read.
    @Test func deepNestingIsPassedOver() {
        let deep = String(repeating: "{ a: ", count: 20_000) + "\"bg-primary\"" + String(repeating: " }", count: 20_000)
        let looks = VariantCallReader.looks(in: """
        const b = cva("px-4 rounded-md", {
          variants: { tone: { plain: "bg-secondary", odd: \(deep) } },
        })
        """)
        #expect(looks.first == VariantCallReader.Look(name: nil, classes: "px-4 rounded-md", lineOffset: 0))
        #expect(looks.contains(VariantCallReader.Look(name: "plain", classes: "bg-secondary", lineOffset: 1)))
    }

    @Test func looksOfACall() {
        let looks = VariantCallReader.looks(in: """
        const chip = cva(["rounded-full", "px-3"], {
          variants: {
            size: { sm: "h-6", md: "h-8" },
            look: { "on": 'bg-primary', off: `bg-secondary ${extra}` },
          },
        })
        """)
        #expect(looks == [
            VariantCallReader.Look(name: nil, classes: "rounded-full px-3", lineOffset: 0),
            VariantCallReader.Look(name: nil, classes: "h-8", lineOffset: 2),
            VariantCallReader.Look(name: "on", classes: "bg-primary", lineOffset: 3),
        ])
    }
}
