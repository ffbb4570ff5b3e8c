import type { Endpoint, EndpointRole, FileAnswer, FileStreamAnswer, OutputOf } from '@puente/contract/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller } from './caller';
import type { Encuestado } from './encuestado';
import type { Notice } from './notice';

export interface PublicContext<I> {
  input: I;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface HandlerContext<I> extends PublicContext<I> {
  caller: Caller;
}

/** The context of an `encuesta` endpoint: the survey token's holder, never a portal caller. */
export interface EncuestaContext<I> extends PublicContext<I> {
  encuestado: Encuestado;
}

export interface BindingOptions {
  /** Requests per minute and IP; unset means no specific limit. */
  rateLimitPerMinute?: number;
  /** Accept a token whose RGPD acceptance is pending (the RGPD endpoints only). */
  allowRgpdPending?: boolean;
  /** Keep answering during maintenance (staff and god-mode entry). */
  duranteMantenimiento?: boolean;
  /**
   * The handler's answers are object literals of the contract's output type, field by field from typed rows: in
   * production only a sample of them goes through the output schema (plugins/endpoints.ts, decision 056).
   */
  salidaTipada?: boolean;
}

type Output<E extends Endpoint> = OutputOf<E>;

export interface EndpointBinding<E extends Endpoint = Endpoint> {
  endpoint: E;
  options: BindingOptions;
  /** 'file': the handler answers a file (`bindFile`), sent as itself instead of the envelope. */
  answer?: 'json' | 'file';
  /**
   * `caller` is null for `publico` endpoints (bound with `bindPublic`) and for
   * `encuesta` ones, which get `encuestado` instead (bound with `bindEncuesta`).
   */
  handler: (
    ctx: PublicContext<z.output<E['input']>> & { caller: Caller | null; encuestado?: Encuestado | null },
  ) => Promise<Output<E> | Notice<Output<E>>>;
}

type Result<E extends Endpoint> = Promise<Output<E> | Notice<Output<E>>>;

/** Binds an endpoint that needs a token: the handler always gets the caller. */
export function bind<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: HandlerContext<z.output<E['input']>>) => Result<E>,
  options: BindingOptions = {},
): EndpointBinding<E> {
  return {
    endpoint,
    options,
    handler: (ctx) => {
      if (!ctx.caller) throw new Error(`${endpoint.path}: sin llamante en un endpoint protegido`);
      return handler({ ...ctx, caller: ctx.caller });
    },
  };
}

/** Binds an endpoint of role `encuesta`: the handler gets the survey token's holder. */
export function bindEncuesta<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: EncuestaContext<z.output<E['input']>>) => Result<E>,
  options: BindingOptions = {},
): EndpointBinding<E> {
  return {
    endpoint,
    options,
    handler: (ctx) => {
      if (!ctx.encuestado) throw new Error(`${endpoint.path}: sin token de encuesta en un endpoint de encuesta`);
      return handler({ ...ctx, encuestado: ctx.encuestado });
    },
  };
}

/** Binds an anonymous endpoint. */
export function bindPublic<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: PublicContext<z.output<E['input']>>) => Result<E>,
  options: BindingOptions = {},
): EndpointBinding<E> {
  return { endpoint, options, handler };
}

/**
 * Binds an endpoint declared with `output: fileOutput(…)`: the handler returns
 * `{ nombre, contentType, contenido }` and the plugin sends the bytes with
 * download headers. Guard, maintenance and input parsing are those of any
 * endpoint, and every refusal still answers the JSON envelope.
 */
export function bindFile<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: HandlerContext<z.output<E['input']>>) => Promise<FileAnswer | FileStreamAnswer>,
  options: BindingOptions = {},
): EndpointBinding<E> {
  return {
    endpoint,
    options,
    answer: 'file',
    handler: (ctx) => {
      if (!ctx.caller) throw new Error(`${endpoint.path}: sin llamante en un endpoint protegido`);
      // The plugin checks the answer against the declaration's fileOutput before sending it.
      return handler({ ...ctx, caller: ctx.caller }) as Result<E>;
    },
  };
}

/** `bindFile` for an anonymous endpoint (the SAML metadata). */
export function bindPublicFile<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: PublicContext<z.output<E['input']>>) => Promise<FileAnswer>,
  options: BindingOptions = {},
): EndpointBinding<E> {
  return { endpoint, options, answer: 'file', handler: (ctx) => handler(ctx) as Result<E> };
}

/** A route folder: its one guard (the role) and the endpoints it serves. */
export interface RouteFolder {
  role: EndpointRole;
  bindings: EndpointBinding[];
}

export const folder = (role: EndpointRole, bindings: EndpointBinding[]): RouteFolder => ({ role, bindings });
