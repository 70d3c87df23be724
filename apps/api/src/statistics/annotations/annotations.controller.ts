import { Body, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  type CreateAnnotationRequest,
  createAnnotationRequestSchema,
  type StatisticsAnnotation,
  type StatisticsAnnotations,
  statisticsQuerySchema,
  type StatisticsQuery,
} from '@agency/contracts';
import { CurrentStaff } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { AnnotationsService, trendRange } from './annotations.service';
import { StatisticsApi } from '../statistics-api.decorator';

@StatisticsApi('annotations')
export class AnnotationsController {
  constructor(private readonly annotations: AnnotationsService) {}

  @ApiOperation({
    summary: 'Anmerkungen des Besuchertrends (Parameter wie GET /api/admin/statistics; ohne: 6 Monate), älteste zuerst',
  })
  @Get()
  list(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<StatisticsAnnotations> {
    return this.annotations.of(trendRange(query, new Date()));
  }

  @ApiOperation({ summary: 'Eine Anmerkung für einen Tag schreiben' })
  @Post()
  add(
    @Body(new ZodBodyPipe(createAnnotationRequestSchema)) body: CreateAnnotationRequest,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<StatisticsAnnotation> {
    return this.annotations.add(body, staff);
  }

  @ApiOperation({ summary: 'Eine selbst geschriebene Anmerkung entfernen' })
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentStaff() staff: StaffPrincipal): Promise<{ success: true }> {
    await this.annotations.remove(id, staff);
    return { success: true };
  }
}
