import { inputProblem } from '@app/contracts/storable-text';
import { AppError } from './errors.js';
import type { App } from './types.js';

/** A request refused before its route ran; the identity service words it as a params error. */
export class RefusedInputError extends AppError {
  constructor(message: string) {
    super(400, 'bad_request', message);
    this.name = 'RefusedInputError';
  }
}

const refusals = {
  too_deep: 'The request nests objects or arrays too deeply',
  unstorable_text: 'The request contains characters that cannot be stored',
} as const;

/**
 * Refuses, before any route sees it, input no route can store or should walk: NUL bytes and lone
 * surrogates anywhere in the body, query or path parameters, and bodies nested deeper than a form
 * or metadata ever needs. Added on the root, so every scope (identity included) inherits it; each
 * scope's error handler answers the 400 in its own shape.
 */
export function registerInputGuard(app: App): void {
  // A callback hook: a plain page or file fetch (no body, nothing encoded in the URL) has nothing to
  // check, and costs no promise either.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && !/[?%]/.test(request.url)) return done();
    const problem = inputProblem(request.body) ?? inputProblem(request.query) ?? inputProblem(request.params);
    done(problem ? new RefusedInputError(refusals[problem]) : undefined);
  });
}
