/// Renders help and usage text for the last command of a lineage (root first).
///
/// Sections follow swift-argument-parser's: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
struct HelpFormatter {
  /// The commands from the root to the one described.
  let lineage: [CommandSpec]
  /// The root command's version; `--version` is listed when there is one.
  let version: String?

  /// The command described.
  private var spec: CommandSpec {
    lineage.last ?? CommandSpec(name: "", abstract: "")
  }

  /// The command names typed to reach the command described (`pipsim run`).
  var commandName: String {
    lineage.map(\.name).joined(separator: " ")
  }

  /// The command that prints this command's help.
  var helpCommand: String {
    commandName + " --help"
  }

  /// One line: the command, its options and flags, then its arguments or `<subcommand>`.
  func usageLine() -> String {
    var parts = [commandName]
    parts += spec.options.map { "[--\($0.name) <\($0.valueName)>]" }
    parts += spec.flags.map { "[--\($0.name)]" }
    parts += spec.arguments.map(\.usageText)
    if !spec.subcommands.isEmpty {
      parts.append(spec.defaultSubcommand == nil ? "<subcommand>" : "[<subcommand>]")
    }
    return parts.joined(separator: " ")
  }

  /// The full help text, ending in a newline.
  func helpText() -> String {
    var sections = ["OVERVIEW: " + spec.abstract]
    if !spec.discussion.isEmpty {
      sections.append(spec.discussion)
    }
    sections.append("USAGE: " + usageLine())
    let argumentRows = spec.arguments.map { ("<\($0.name)>", $0.help) }
    let optionRows = optionRows()
    let subcommandRows = spec.subcommands.map { subcommand in
      let marker = subcommand.name == spec.defaultSubcommand ? " (default)" : ""
      return (subcommand.name + marker, subcommand.abstract)
    }
    let labelWidth = max((argumentRows + optionRows + subcommandRows).map(\.0.count).max() ?? 0, 20) + 2
    if !argumentRows.isEmpty {
      sections.append(section("ARGUMENTS", rows: argumentRows, labelWidth: labelWidth))
    }
    sections.append(section("OPTIONS", rows: optionRows, labelWidth: labelWidth))
    if !subcommandRows.isEmpty {
      sections.append(
        section("SUBCOMMANDS", rows: subcommandRows, labelWidth: labelWidth)
          + "\n\n  See '\(commandName) help <subcommand>' for detailed help.")
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// Rows for every option and flag, then `--version` (root only) and `-h, --help`.
  private func optionRows() -> [(String, String)] {
    var rows = spec.options.map { option in
      var notes: [String] = []
      if case .choice(let allowed) = option.kind {
        notes.append("values: " + allowed.joined(separator: ", "))
      }
      if let defaultValue = option.defaultValue {
        notes.append("default: " + defaultValue)
      }
      let help = notes.isEmpty ? option.help : "\(option.help) (\(notes.joined(separator: "; ")))"
      return (Self.label(option.name, shortName: option.shortName) + " <\(option.valueName)>", help)
    }
    rows += spec.flags.map { (Self.label($0.name, shortName: $0.shortName), $0.help) }
    if version != nil && lineage.count == 1 {
      rows.append(("--version", "Show the version."))
    }
    rows.append(("-h, --help", "Show help information."))
    return rows
  }

  private static func label(_ name: String, shortName: Character?) -> String {
    (shortName.map { "-\($0), " } ?? "") + "--" + name
  }

  /// A titled section with its labels in one column and their help aligned in a second.
  private func section(_ title: String, rows: [(String, String)], labelWidth: Int) -> String {
    let lines = rows.map { label, help in
      "  " + label + String(repeating: " ", count: labelWidth - label.count) + help
    }
    return title + ":\n" + lines.joined(separator: "\n")
  }
}
