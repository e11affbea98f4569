// The package ships no types; this is the one call the scorer uses.
declare module 'vader-sentiment' {
  interface Polarity {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }
  const vader: { SentimentIntensityAnalyzer: { polarity_scores(text: string): Polarity } };
  export default vader;
}
