import Scenarios

PipsimCommand.main(Array(CommandLine.arguments.dropFirst())).exit()
