import CPulse

extension AudioError {
  /// The typed error for a libpulse error code; `sinkName` names the sink a missing entity meant.
  init(pulseCode code: Int32, sinkName: String?) {
    let status = PulseStatus(code: code)
    switch code {
    case Int32(PA_ERR_CONNECTIONREFUSED.rawValue): self = .connectionRefused(status)
    case Int32(PA_ERR_CONNECTIONTERMINATED.rawValue): self = .connectionTerminated(status)
    case Int32(PA_ERR_NOENTITY.rawValue) where sinkName != nil:
      self = .noSuchSink(name: sinkName ?? "", status)
    default: self = .server(status)
    }
  }

  /// Whether the error means no server is there to play into (so the host clock may stand in).
  var meansNoServer: Bool {
    switch self {
    case .connectionRefused, .connectionTerminated, .timeout: return true
    case .server(let status): return status.code == Int32(PA_ERR_TIMEOUT.rawValue)
    default: return false
    }
  }
}
