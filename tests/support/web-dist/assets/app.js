console.log("asset");
