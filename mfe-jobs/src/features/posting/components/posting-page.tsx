/** `/jobs/{id}`: the public page of an approved posting (filled in by the jobs work). */
export function PostingPage() {
  return null;
}
