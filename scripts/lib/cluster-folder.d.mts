/** The temp folder the cluster of `dataDir` lives in when it cannot live inside it. */
export function clusterOutsideData(dataDir: string): string
