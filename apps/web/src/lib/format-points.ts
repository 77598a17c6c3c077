/** Points, weights and totals as Vietnamese write them: a decimal comma, at most two decimals (8,5; 7,25; 10). */
export const formatPoints = (value: number) => value.toLocaleString('vi-VN', { maximumFractionDigits: 2 });
