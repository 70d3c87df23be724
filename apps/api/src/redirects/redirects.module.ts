import { Module } from '@nestjs/common';
import { RedirectsCsvController } from './redirects-csv.controller';
import { RedirectsImport } from './redirects-import';

/** The redirects' CSV export and import (the redirects themselves are a content kind). */
@Module({
  controllers: [RedirectsCsvController],
  providers: [RedirectsImport],
})
export class RedirectsModule {}
