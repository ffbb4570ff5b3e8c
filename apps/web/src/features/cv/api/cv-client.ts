import type { InputOf, OutputOf } from '@puente/contract/endpoint';
import { cvEndpoints } from '@puente/contract/endpoints/cv';
import { cvArchivosEndpoints } from '@puente/contract/endpoints/cv-archivos';
import { download, type EndpointName, fetchData } from '@/lib/api-client';

/*
 * The CV's endpoints reach the API client by name, as every call does; the
 * types come from their own groups, so this feature compiles whether or not
 * the groups are merged into endpoints/all.ts yet (the API of each lands on
 * its own). Once they are, the casts below are plain identities.
 */
const grupo = { ...cvEndpoints, ...cvArchivosEndpoints };
type Grupo = typeof grupo;
export type CvEndpoint = keyof Grupo;
export type CvInput<N extends CvEndpoint> = InputOf<Grupo[N]>;
export type CvOutput<N extends CvEndpoint> = OutputOf<Grupo[N]>;

const nombre = (name: CvEndpoint) => name as unknown as EndpointName;

/** A CV call: its data, or an ApiError (the query client shows its banner). */
export const cvFetch = <N extends CvEndpoint>(name: N, input: CvInput<N>): Promise<CvOutput<N>> =>
  fetchData(nombre(name), input as never) as Promise<CvOutput<N>>;

/** A CV file (the PDF, a document) with the session's token. */
export const cvDownload = <N extends CvEndpoint>(name: N, input: CvInput<N>, nombrePorDefecto?: string) =>
  download(nombre(name), input as never, { nombrePorDefecto });

/** The same key lib/api-query builds, so any feature can invalidate the CV by naming its endpoint. */
export const cvKey = <N extends CvEndpoint>(name: N, input: CvInput<N>) => [name, input] as const;
