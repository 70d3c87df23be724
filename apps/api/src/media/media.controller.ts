import { Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { MEDIA_VARIANT_FORMATS, type MediaVariantFormat } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import type { AdminItem } from '@agency/contracts';
import { MediaLibrary } from './media-library.service';
import { VARIANT_CONTENT_TYPE, variantKey } from './media-variants';
import type { MediaUse } from '@agency/contracts';

/** A library item's id (a UUID). */
const MEDIA_ID = /^[0-9a-f-]{36}$/;

/**
 * Uploads: the file is the request body, its name in `?name=`; the type is read from the bytes. `?replaces=<id>`
 * gives an existing picture a new file (its uses follow).
 */
@AdminController('media-uploads')
@RequirePermission('images')
export class MediaUploadController {
  constructor(private readonly library: MediaLibrary) {}

  @Post()
  @HttpCode(201)
  async upload(
    @Req() request: Request,
    @Query('name') name: string | undefined,
    @Query('replaces') replaces: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; medium: AdminItem }> {
    if (replaces !== undefined && !MEDIA_ID.test(replaces)) {
      request.resume();
      throw new NotFoundException('Bild nicht gefunden');
    }
    return { success: true, medium: await this.library.upload(request, name, actor, replaces) };
  }
}

/** Where a picture is used: the live and draft content that shows it (what keeps it from being deleted). */
@AdminController('media-uses')
@RequirePermission('images')
export class MediaUsesController {
  constructor(private readonly library: MediaLibrary) {}

  @Get(':id')
  async uses(@Param('id') id: string): Promise<{ success: true; uses: MediaUse[] }> {
    if (!MEDIA_ID.test(id)) throw new NotFoundException('Bild nicht gefunden');
    return { success: true, uses: await this.library.usesOf(id) };
  }
}

const VARIANT_FILE = /^([0-9a-f]{32})-(\d{1,5})\.([a-z]{3,4})$/;

/** The variants, by content-hashed name: they never change, so they are cached for good. */
@Controller('media')
export class MediaFilesController {
  constructor(private readonly library: MediaLibrary) {}

  @Get(':file')
  async variant(@Param('file') file: string, @Res() response: Response): Promise<void> {
    const match = VARIANT_FILE.exec(file);
    const format = match?.[3] as MediaVariantFormat | undefined;
    if (!match || !format || !MEDIA_VARIANT_FORMATS.includes(format))
      throw new NotFoundException('Bild nicht gefunden');
    const found = await this.library.storage.open(variantKey(match[1], Number(match[2]), format));
    if (!found) throw new NotFoundException('Bild nicht gefunden');
    response.set({
      'Content-Type': VARIANT_CONTENT_TYPE[format],
      'Content-Length': String(found.bytes),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    // A file gone or unreadable after it was found ends this answer, never the process.
    await pipeline(found.stream, response).catch(() => response.destroy());
  }
}
