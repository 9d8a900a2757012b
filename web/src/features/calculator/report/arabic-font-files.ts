// The Arabic PDFs' font files, fetched only when an Arabic PDF is made (only that path imports this
// module). Vite gives each TTF a hashed URL in the build; the service worker precaches the .ttf
// files the calculator's chunks reference, so an Arabic PDF can be made offline too.
import regularUrl from '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf?url';
import type { ArabicFonts } from './arabic-pdf.ts';

async function base64Of(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The report's font could not be loaded (${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // In slices: String.fromCharCode takes its bytes as arguments, and 200 KB of them overflow the stack.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

let fonts: Promise<ArabicFonts> | undefined;

/** Both weights, fetched once per page load (a failed fetch is tried again next time). */
export function loadArabicFonts(): Promise<ArabicFonts> {
  fonts ??= Promise.all([base64Of(regularUrl), base64Of(boldUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}
