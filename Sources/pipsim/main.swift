import ArgumentParsing

PipsimCommand.main(Array(CommandLine.arguments.dropFirst())).exit()
