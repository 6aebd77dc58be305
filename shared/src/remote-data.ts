import type { RemoteName } from './remotes';

/** The id of the `<script type="application/json">` that carries the data a remote's page was rendered with. */
export function remoteDataElementId(name: RemoteName): string {
  return `remote-data-${name}`;
}
