/** Injection token of the IngestModuleOptions given to IntakeModule.forRoot / WorkerModule.forRoot. */
export const INGEST_OPTIONS = Symbol('INGEST_OPTIONS');
