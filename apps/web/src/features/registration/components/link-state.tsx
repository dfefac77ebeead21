/** The pending / failed states of a link check: 'Loading....' or the page's text for the failure. */
export function LinkState({ isPending, message }: { isPending: boolean; message?: string | undefined }) {
  if (isPending) {
    return (
      <div className="d-flex justify-content-center align-items-center gap-2 py-5" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span>Loading....</span>
      </div>
    );
  }
  return (
    <div className="alert alert-danger text-center my-4" role="alert">
      {message}
    </div>
  );
}
