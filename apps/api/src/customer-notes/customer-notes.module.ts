import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerNoteRecord } from './customer-note.entity';
import { CustomerNotesController } from './customer-notes.controller';
import { CustomerNotesService } from './customer-notes.service';

/** Staff notes, tasks and communication records on the accounting's customers, kept in Postgres. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomerNoteRecord])],
  controllers: [CustomerNotesController],
  providers: [CustomerNotesService],
})
export class CustomerNotesModule {}
