/**
 * What a rule makes of a refused command, which is all a caller needs to answer it: the thing is not
 * there (`not_found`), it is in a state that does not allow it (`conflict`), the actor may not
 * (`forbidden`), or the command itself makes no sense (`invalid`).
 */
export type RuleViolationKind = 'not_found' | 'conflict' | 'forbidden' | 'invalid';

/** Thrown by a decider (or a rule checked beside it) that refuses a command; the message is for staff. */
export class RuleViolation extends Error {
  constructor(
    readonly kind: RuleViolationKind,
    message: string,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}
