import { Controller, Get, Header, Res } from '@nestjs/common';
import { renderMetrics } from './pipeline.metrics';

/** The parts of an Express response or Fastify reply the endpoint writes. */
interface MetricsReply {
  header(name: string, value: string): unknown;
}

/** GET /metrics in Prometheus' text format. Not routed by the public proxy or ingress: scraped per pod. */
@Controller('metrics')
export class MetricsController {
  @Get()
  @Header('Cache-Control', 'no-store')
  async metrics(@Res({ passthrough: true }) reply: MetricsReply): Promise<string> {
    const { contentType, body } = await renderMetrics();
    reply.header('Content-Type', contentType);
    return body;
  }
}
