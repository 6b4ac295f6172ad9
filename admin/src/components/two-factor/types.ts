/** What the API answers when an authenticator app is to be enrolled (api routes/auth/schemas.ts). */
export interface Enrolment {
  kunci: string;
  uri: string;
  qr_svg: string;
}

/** A sign-in whose password was right and whose second factor is due. */
export interface SecondStep {
  langkah: 'kode' | 'pasang';
  tantangan: string;
  pendaftaran?: Enrolment;
}

export function isSecondStep(answer: object): answer is SecondStep {
  return 'langkah' in answer && 'tantangan' in answer;
}
