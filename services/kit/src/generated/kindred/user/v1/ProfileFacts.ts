// Original file: proto/kindred/user/v1/discovery.proto

export interface ProfileFacts {
  about?: string;
  city?: string;
  interests?: string[];
  /**
   * friendship | dating | long_term, or empty.
   */
  looking_for?: string;
  /**
   * 0: not given.
   */
  height_cm?: number;
  languages?: string[];
}

export interface ProfileFacts__Output {
  about: string;
  city: string;
  interests: string[];
  /**
   * friendship | dating | long_term, or empty.
   */
  looking_for: string;
  /**
   * 0: not given.
   */
  height_cm: number;
  languages: string[];
}
