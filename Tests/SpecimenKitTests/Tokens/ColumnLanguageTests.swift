import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Value tables headed in the language their team writes: a light and a dark column, a value
/// column and a use column mean the same in Indonesian, French or Portuguese as in English
/// (`columns` and `tokenTables` in the vocabulary). A header no language's words explain is
/// read by what its column holds only when that is one column of colours; two are listed, never
/// guessed into light and dark.
@Suite struct ColumnLanguageTests {
    private func colors(_ system: AnalyzedSystem, mode: TokenMode?) -> [String] {
        system.tokens.tokens.filter { $0.kind == .color && $0.mode == mode }.map { token in
            guard case .color(let color)? = system.tokens.value(of: token) else { return "\(token.name) ?" }
            return "\(token.provenance.line) \(token.name) \(color.hex)"
        }
    }

    private func lengths(_ system: AnalyzedSystem) -> [String] {
        system.tokens.tokens.compactMap { token in
            guard case .dimension(let length, let role)? = system.tokens.value(of: token) else { return nil }
            return "\(token.provenance.line) \(token.name) \(length.description) \(role)"
        }
    }

    @Test func indonesianLightAndDarkColumnsGiveEachTokenItsModes() throws {
        let system = try TestSupport.analysedSystem("""
            # Tambak

            ## Warna

            | Token | Terang | Gelap | Guna |
            |---|---|---|---|
            | `--dasar` | `#f6f1e7` | `#17130f` | latar halaman |
            | `--tinta` | `#2a231c` | `#efe7da` | teks utama |
            | `--bayang` | hitam 6% | hitam 40% | elevasi |

            ## Sudut

            | Token | Nilai | Dipakai |
            |---|---|---|
            | `--sudut-kecil` | 6px | tombol, isian |
            | `--sudut-besar` | 18px | kartu |
            """)
        #expect(colors(system, mode: .light) == ["7 --dasar #F6F1E7", "8 --tinta #2A231C"])
        #expect(colors(system, mode: .dark) == ["7 --dasar #17130F", "8 --tinta #EFE7DA"])
        #expect(system.tokens.tokens.first { $0.name == "--tinta" }?.usage == "teks utama")
        #expect(lengths(system) == ["15 --sudut-kecil 6px radius", "16 --sudut-besar 18px radius"])
        #expect(system.tokens.tokens.first { $0.name == "--sudut-besar" }?.usage == "kartu")
        #expect(system.unreadColors.isEmpty)
        #expect(system.unreadLengths.isEmpty)
    }

    @Test func frenchAndPortugueseHeadersNameValuesUsesAndTypeColumns() throws {
        let french = try TestSupport.analysedSystem("""
            # Verger

            ## Couleurs

            | Nom | Clair | Sombre | Usage recommandé |
            |---|---|---|---|
            | Pomme | #3f7d3a | #8cc887 | actions principales |

            ## Typographie

            | Rôle | Taille | Graisse | Police |
            |---|---|---|---|
            | Titre | 28px | 700 | Fraunces |
            """)
        #expect(colors(french, mode: .light) == ["7 Pomme #3F7D3A"])
        #expect(colors(french, mode: .dark) == ["7 Pomme #8CC887"])
        #expect(french.tokens.tokens.first { $0.name == "Pomme" }?.usage == "actions principales")
        let title = try #require(french.tokens.tokens.first { $0.name == "Titre" })
        guard case .typeStyle(let style) = title.value else { Issue.record("Titre is \(title.value)"); return }
        #expect(style.family == "Fraunces" && style.size == Length(28, .px) && style.weight == "bold")

        let portuguese = try TestSupport.analysedSystem("""
            # Maré

            ## Cores

            | Nome | Valor | Uso principal |
            |---|---|---|
            | Areia | #e9dcc3 | fundo dos cartões |

            ## Espaçamento

            | Token | Valor | Uso |
            |---|---|---|
            | `--espaco-m` | 16px | entre seções |
            """)
        #expect(colors(portuguese, mode: nil) == ["7 Areia #E9DCC3"])
        #expect(portuguese.tokens.tokens.first { $0.name == "Areia" }?.usage == "fundo dos cartões")
        #expect(lengths(portuguese) == ["13 --espaco-m 16px spacing"])
    }

    @Test func oneColumnOfColoursUnderAnUnknownHeaderIsReadAsTheValues() throws {
        let system = try TestSupport.analysedSystem("""
            # Kiln

            ## Palette

            | Token | Farbton | Hinweis |
            |---|---|---|
            | Ember | #c2410c | call to action |
            | Soot | #1c1917 | body text |
            """)
        #expect(colors(system, mode: nil) == ["7 Ember #C2410C", "8 Soot #1C1917"])
        #expect(system.unreadColors.isEmpty)
    }

    @Test func twoColumnsOfColoursUnderUnknownHeadersAreListedNotGuessed() throws {
        let system = try TestSupport.analysedSystem("""
            # Kiln

            ## Themes

            | Token | Zon | Maan |
            |---|---|---|
            | Canvas | #fafaf9 | #0c0a09 |
            | Line | #e7e5e4 | #292524 |
            """)
        #expect(system.tokens.tokens.filter { $0.kind == .color }.isEmpty)
        #expect(system.unreadColors.map { "\($0.line) \($0.literal) \($0.reason.key)" } == [
            "7 #fafaf9 unknownColumn", "7 #0c0a09 unknownColumn", "8 #e7e5e4 unknownColumn", "8 #292524 unknownColumn",
        ])
        #expect(system.unreadColors.first?.reason == .unknownColumn("Zon"))
        let written = DesignMDWriter(system.system).write()
        #expect(written.contains("#   line 8: colour #292524: \"| Line | #e7e5e4 | #292524 |\" (in the table column 'Maan', whose header is not understood as a value, light or dark column)"))
    }

    @Test func lengthsInATableNoHeaderExplainsAreListedWithTheirLines() throws {
        let system = try TestSupport.analysedSystem("""
            # Tambak

            ## Tipografi

            | Ukuran | Dipakai untuk |
            |---|---|
            | 24px | judul halaman |
            | 14px | isi tabel |

            ## Tata letak

            | Bagian | Ponsel | Layar lebar |
            |---|---|---|
            | Tepi halaman | 16px | 40px |
            """)
        #expect(system.unreadLengths.map { "\($0.line) \($0.literal) \($0.column)" } == [
            "7 24px Ukuran", "8 14px Ukuran", "14 16px Ponsel", "14 40px Layar lebar",
        ])
        let written = DesignMDWriter(system.system).write()
        #expect(written.contains("#   line 7: length 24px: \"| 24px | judul halaman |\" (in the table column 'Ukuran', of a table no token was read from)"))
    }

    @Test func aColumnOfPairingsIsNoColumnOfValues() throws {
        let system = try TestSupport.analysedSystem("""
            # Kiln

            ## Contrast

            | Pairing | Ratio |
            |---|---|
            | `#fafaf9` on `#1c1917` | 17.4:1 |
            | Paper on `#c2410c` | 5.1:1 |
            """)
        #expect(system.tokens.tokens.filter { $0.kind == .color }.isEmpty)
    }

    @Test func aComponentTablesUnknownColumnIsNotAPalette() throws {
        let system = try TestSupport.analysedSystem("""
            # Kiln

            ## Buttons

            | Variant | Farbton |
            |---|---|
            | Primary | #c2410c |
            """)
        #expect(system.tokens.tokens.filter { $0.kind == .color && $0.name == "Primary" }.isEmpty)
    }
}
