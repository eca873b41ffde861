/**
 * A button that opens a JSON file from the device (a game record, a board, a deck file): the file chosen
 * goes to `onFile`, and the input is cleared so the same file may be chosen again.
 */
export function FileImport({ label, onFile }: { label: string; onFile: (file: File) => void | Promise<void> }) {
  return (
    <label class="file-button">
      {label}
      <input
        type="file"
        accept="application/json,.json"
        onChange={async (e) => {
          const input = e.currentTarget; // no longer set once the file has been read
          const file = input.files?.[0];
          input.value = '';
          if (file) await onFile(file);
        }}
      />
    </label>
  );
}
