// Typed errors of the command line. The CLI prints any VktsError (these, and the library's own) as one
// line `vkts: message` with exit code 2; anything else is a bug and keeps its stack.
import { VktsError } from '../vk/core/errors.ts';

/** Base class of every error of the CLI layer. */
export class CliError extends VktsError {}

/** A command-line option or argument is missing, malformed or out of range. */
export class UsageError extends CliError {}

/** A --compare file that is not a bench or peer JSON. */
export class BaselineError extends CliError {}
