import type { InputOf, OutputOf } from '@puente/contract/endpoint';
import type { cvArchivosEndpoints } from '@puente/contract/endpoints/cv-archivos';
import { queryOptions } from '@tanstack/react-query';
import { type DownloadOptions, download, type EndpointName, fetchData } from '@/lib/api-client';

/*
 * The company's CV endpoints reach the API client by name, as every call
 * does; their types come from their own group, so this compiles whether or
 * not the group is merged into endpoints/all.ts yet. Once it is, the casts
 * below are plain identities.
 */
type Grupo = typeof cvArchivosEndpoints;
type Nombre = 'dameCvCandidato' | 'descargaCvCandidato' | 'imagenCandidato' | 'descargaDocCandidato';
type Entrada<N extends Nombre> = InputOf<Grupo[N]>;

const nombre = (name: Nombre) => name as unknown as EndpointName;

/** `{ queryKey, queryFn }` with the key lib/api-query builds ([name, input]). */
export const cvQuery = <N extends Nombre>(name: N, input: Entrada<N>) =>
  queryOptions({
    queryKey: [name, input] as const,
    queryFn: ({ signal }) => fetchData(nombre(name), input as never, { signal }) as Promise<OutputOf<Grupo[N]>>,
  });

/** A file (the PDF, the photo, a document) with the session's token. */
export const cvDownload = <N extends Nombre>(name: N, input: Entrada<N>, options?: DownloadOptions) =>
  download(nombre(name), input as never, options);
