import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { fieldErrors } from '@agency/contracts';

/** Validates a body against a contracts schema; a bad body is a 400 naming each wrong field. */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const details = fieldErrors(result.error);
    throw new BadRequestException({
      message: `Ungültige Eingabe: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
      details,
    });
  }
}
