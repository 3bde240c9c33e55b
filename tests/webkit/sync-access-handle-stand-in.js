// TEST-ONLY STAND-IN for FileSystemFileHandle.createSyncAccessHandle, never shipped: tests/webkit/run.ts puts it in
// front of the engine worker in a copy of the build. No WebKit on Linux implements the method ("NotSupportedError:
// Backend does not support this operation"), so without it the app stops at "This browser cannot store inspections"
// and never asks for the database's Web Lock. Each file's bytes live in this worker's memory only: the WebKit test
// checks navigation, the back-forward cache and the Web Lock in JavaScriptCore, not Safari's storage.
(() => {
  if (typeof FileSystemFileHandle === 'undefined') return;
  /** Every file's bytes by name (the VFS's pool files have unique random names). */
  const files = new Map();
  const bytesOf = (buffer) =>
    ArrayBuffer.isView(buffer)
      ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
      : new Uint8Array(buffer);
  FileSystemFileHandle.prototype.createSyncAccessHandle = async function createSyncAccessHandle() {
    const name = this.name;
    let data = files.get(name) ?? new Uint8Array(0);
    let size = data.byteLength;
    const grow = (needed) => {
      if (needed <= data.byteLength) return;
      const next = new Uint8Array(Math.max(needed, data.byteLength * 2));
      next.set(data.subarray(0, size));
      data = next;
    };
    return {
      read(buffer, options) {
        const at = options?.at ?? 0;
        const view = bytesOf(buffer);
        const count = Math.max(0, Math.min(view.byteLength, size - at));
        view.set(data.subarray(at, at + count));
        return count;
      },
      write(buffer, options) {
        const at = options?.at ?? 0;
        const view = bytesOf(buffer);
        grow(at + view.byteLength);
        if (at > size) data.fill(0, size, at);
        data.set(view, at);
        size = Math.max(size, at + view.byteLength);
        return view.byteLength;
      },
      getSize: () => size,
      truncate(length) {
        grow(length);
        if (length > size) data.fill(0, size, length);
        size = length;
      },
      flush() {},
      close() {
        files.set(name, data.slice(0, size));
      },
    };
  };
})();
