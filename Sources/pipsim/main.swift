import PiPSimScenarios

PipsimCommand.main(Array(CommandLine.arguments.dropFirst())).exit()
