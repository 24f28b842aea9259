import Testing

/// Every suite that plays through an output or starts a PulseAudio daemon, run one test at a time.
///
/// The real-time bounds these suites check (clock agreement within 10 ms, loss reported within
/// 100 ms) are correctness bounds with wide margins; running them one at a time keeps one suite's
/// daemons and threads from eating another's margin on a 2-core machine.
@Suite(.serialized) enum AudioServerSuites {}
