import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStore } from '@agency/event-store';
import { CustomerNoteRecord } from './customer-note.entity';
import { customerNotesProjection } from './customer-notes.projection';

/** The customer notes' read model and projection alone, for the maintenance commands too (cli-app). */
@Module({
  imports: [TypeOrmModule.forFeature([CustomerNoteRecord])],
  exports: [TypeOrmModule],
})
export class CustomerNotesReadModelModule implements OnModuleInit {
  constructor(private readonly store: EventStore) {}

  onModuleInit(): void {
    this.store.registerProjection(customerNotesProjection);
  }
}
