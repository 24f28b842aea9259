import Foundation
import PixelBuffers
import RenderPipeline
import Runtime

// A short real-thread demo: 1080p NV12 test pattern at 60 fps into a sink on a 60 Hz display link.
let sink = LatestFrameSink()
let pipeline = try FramePipeline(configuration: PipelineConfiguration(), clock: HostClock(), sink: sink)
print("pipsim: 2 s of 1920x1080 nv12 at 60 fps, painted, into a 60 Hz display link")
try pipeline.start(.displayLink(hertz: 60))
Thread.sleep(forTimeInterval: 2)
let accounting = try pipeline.stop(.drain)
print(accounting)
print(pipeline.latency().summary)
print("buffers still out of the pool: \(pipeline.pool.outstandingCount)")
exit(accounting.isBalanced && pipeline.pool.outstandingCount == 0 ? 0 : 1)
