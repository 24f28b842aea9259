/// Walks a command line against a ``CommandSpec`` tree, one command level at a time.
struct CommandLineParser {
  /// The words after the executable's name.
  let tokens: [String]
  /// The root command's version, answered for `--version` at any level.
  let version: String?

  /// Parses `tokens[start...]` as the command at the end of `lineage`, on top of the values
  /// the commands above it already collected.
  func parse(lineage: [CommandSpec], from start: Int, inherited: ParsedCommand) -> ParseResult {
    guard let spec = lineage.last else { return .command(inherited) }
    var command = inherited
    command.path.append(spec.name)
    for option in spec.options {
      command.values[option.name] = option.defaultValue.map { [$0] }
    }
    var positionals: [String] = []
    var optionsEnded = false
    var givenOptions: Set<String> = []
    var index = start
    do throws(ArgumentError) {
      while index < tokens.count {
        let token = tokens[index]
        index += 1
        if !optionsEnded && Self.isOptionLike(token) {
          switch token {
          case "--":
            optionsEnded = true
          case "-h", "--help":
            return .help(HelpFormatter(lineage: lineage, version: version).helpText())
          case "--version" where version != nil:
            return .version((version ?? "") + "\n")
          default:
            try consumeOption(token, of: spec, at: &index, into: &command, given: &givenOptions)
          }
          continue
        }
        guard spec.subcommands.isEmpty else {
          return try enterSubcommand(token, lineage: lineage, next: index, command: command)
        }
        positionals.append(token)
      }
      if !spec.subcommands.isEmpty {
        let available = spec.subcommands.map(\.name)
        guard let name = spec.defaultSubcommand, let subcommand = spec.subcommand(named: name) else {
          throw .missingSubcommand(available: available)
        }
        return parse(lineage: lineage + [subcommand], from: index, inherited: command)
      }
      try assign(positionals, to: spec.arguments, into: &command)
      return .command(command)
    } catch {
      let formatter = HelpFormatter(lineage: lineage, version: version)
      let optionWords = tokens[start...].prefix { $0 != "--" }
      if optionWords.contains(where: { $0 == "-h" || $0 == "--help" }) {
        return .help(formatter.helpText())
      }
      return .failure(error, usage: "Usage: " + formatter.usageLine(), helpCommand: formatter.helpCommand)
    }
  }

  /// Whether a token is an option, a flag or `--`, rather than a value: a dash followed by
  /// something that is not a number (so `-5` and `-` are values).
  static func isOptionLike(_ token: String) -> Bool {
    token.hasPrefix("-") && token.count > 1 && Double(token) == nil
  }

  /// Reads one option (and its value) or flag starting with `token`.
  private func consumeOption(
    _ token: String, of spec: CommandSpec, at index: inout Int, into command: inout ParsedCommand,
    given: inout Set<String>
  ) throws(ArgumentError) {
    let name: String
    let inlineValue: String?
    if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
      name = String(token[..<equals])
      inlineValue = String(token[token.index(after: equals)...])
    } else {
      name = token
      inlineValue = nil
    }
    if let option = spec.option(matching: name) {
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < tokens.count, !Self.isOptionLike(tokens[index]) else {
          throw .missingValue(option: name)
        }
        value = tokens[index]
        index += 1
      }
      try option.kind.validate(value, name: "--" + option.name)
      let earlier = given.contains(option.name) ? command.values[option.name] ?? [] : []
      command.values[option.name] = earlier + [value]
      given.insert(option.name)
    } else if let flag = spec.flag(matching: name) {
      if let inlineValue {
        throw .unexpectedValue(flag: name, value: inlineValue)
      }
      command.flags.insert(flag.name)
    } else {
      throw .unknownOption(
        name, suggestion: spec.suggestedName(forOption: name, acceptsVersion: version != nil))
    }
  }

  /// Continues with the subcommand `word` names, or answers `help [subcommand ...]`.
  private func enterSubcommand(
    _ word: String, lineage: [CommandSpec], next index: Int, command: ParsedCommand
  ) throws(ArgumentError) -> ParseResult {
    guard let spec = lineage.last else { return .command(command) }
    if word == "help" && spec.subcommand(named: word) == nil {
      var helpLineage = lineage
      for name in tokens[index...] {
        guard let current = helpLineage.last else { break }
        guard let subcommand = current.subcommand(named: name) else {
          throw .unknownSubcommand(
            name, available: current.subcommands.map(\.name),
            suggestion: current.suggestedName(forSubcommand: name))
        }
        helpLineage.append(subcommand)
      }
      return .help(HelpFormatter(lineage: helpLineage, version: version).helpText())
    }
    guard let subcommand = spec.subcommand(named: word) else {
      throw .unknownSubcommand(
        word, available: spec.subcommands.map(\.name), suggestion: spec.suggestedName(forSubcommand: word))
    }
    return parse(lineage: lineage + [subcommand], from: index, inherited: command)
  }

  /// Hands positional values to the declared arguments in order, checking each.
  private func assign(
    _ positionals: [String], to arguments: [ArgumentSpec], into command: inout ParsedCommand
  ) throws(ArgumentError) {
    var remaining = positionals[...]
    for argument in arguments {
      let taken: [String]
      if argument.isRepeating {
        taken = Array(remaining)
        remaining = []
      } else {
        taken = remaining.popFirst().map { [$0] } ?? []
      }
      if taken.isEmpty && argument.isRequired {
        throw .missingArgument(argument.name)
      }
      for value in taken {
        try argument.kind.validate(value, name: "<\(argument.name)>")
      }
      if !taken.isEmpty {
        command.values[argument.name] = taken
      }
    }
    if let extra = remaining.first {
      throw .unexpectedArgument(extra)
    }
  }
}
