/** A chosen file's bytes in base64, as the JSON upload calls carry them (FileReader's data URL, less its prefix). */
export const fileAsBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL: the result is the data URL, a string.
    reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
